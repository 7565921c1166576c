package limits

// Limits of images and of what is drawn (docs/character-package.md#images).
// Budgets count bytes of decoded RGBA (4 bytes a pixel), read from each
// image's header before it is decoded.
const (
	// ImageFileBytes is the largest PNG file accepted.
	ImageFileBytes = 64 << 20
	// ImageMaxSide is the widest and tallest image accepted, in pixels.
	ImageMaxSide = 8192
	// ImageMaxPixels is the pixel budget of all of a character's images
	// together (32 Mpx).
	ImageMaxPixels = 32 << 20
	// ImageBudgetBytes bounds the decoded bytes of all of a character's
	// images together (4 bytes a pixel, NRGBA) with the decoder's own
	// copy of the largest (1 to 8 bytes a pixel, by the PNG's color
	// type): 4 x ImageMaxPixels, checked from the PNG headers.
	ImageBudgetBytes = 4 * ImageMaxPixels
	// CanvasMaxSide is the widest and tallest canvas a command renders,
	// in pixels, after it is cropped to what is drawn.
	CanvasMaxSide = 8192
	// CanvasBudgetBytes bounds the decoded bytes (RGBA) of one rendered
	// canvas, or of a whole sheet or GIF of frames.
	CanvasBudgetBytes = 128 << 20
	// GIFMaxFrames is the most frames of a rendered GIF.
	GIFMaxFrames = 1000
	// SheetMaxCells is the most cells of a rendered sprite sheet.
	SheetMaxCells = 256
	// ViewerMemoryBytes is the soft limit of the viewer's Go heap
	// (debug.SetMemoryLimit; GOMEMLIMIT overrides it): near it the
	// collector gives back what reloads replaced.
	ViewerMemoryBytes = 256 << 20
)
