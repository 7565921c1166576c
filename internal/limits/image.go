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
	// together (64 Mpx).
	ImageMaxPixels = 64 << 20
	// DecodeBudgetBytes bounds the decoded bytes (RGBA) of all of a
	// command's images and canvases together.
	DecodeBudgetBytes = 256 << 20
	// CanvasMaxSide is the widest and tallest canvas a command renders,
	// in pixels, after it is cropped to what is drawn.
	CanvasMaxSide = 8192
	// CanvasBudgetBytes bounds the decoded bytes (RGBA) of one rendered
	// canvas, or of a whole sheet or GIF of frames.
	CanvasBudgetBytes = 128 << 20
)
