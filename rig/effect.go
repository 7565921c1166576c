package rig

// Effect is one particle effect of a clip (docs/effects.md#effects): an
// emitter on a bone that an EffectTrigger starts. The fields are what a
// game or a tool may want to show; how the particles move and look is kept
// inside. It is immutable.
type Effect struct {
	// ID is the effect's id, which triggers name ("vfx/spark").
	ID string
	// Kind is "particle" (the default), "light", "trail" or "decal";
	// rigplay draws particles only.
	Kind string
	// Target is "bone/<name>" or "enemy-bone/<name>"; Bone is the rig
	// bone's name for a bone/ target, "" for an enemy bone (drawn at the
	// character's origin).
	Target, Bone string
	// Duration is how long one run emits (durationSeconds); Loop makes
	// it emit until its clip stops playing.
	Duration float64
	Loop     bool
	// MaxParticles is the most particles of the effect alive at once.
	MaxParticles int
	// SortingOrder places the effect's particles in the draw order among
	// the sprites.
	SortingOrder int
	// World is true for simulationSpace World (particles stay where they
	// were born), false for Local (they move with the bone).
	World bool
	// Texture is the particle picture relative to the character root, ""
	// for rigplay's default soft round particle.
	Texture string
	// index is the effect's place in the clip's effects array.
	index int
	sim   effectSim
}

// EffectTrigger starts effects at a time of its clip
// (docs/effects.md#triggers).
type EffectTrigger struct {
	// Time is in the clip's seconds.
	Time float64
	// Source is what started the effects in the game ("enemy:Thrust",
	// "enemy:CumThrust", "enemy:PlayParticleUnique").
	Source string
	// Effects are the ids of the effects it starts.
	Effects []string
	// starts are the indexes of those effects in Clip.Effects (ids that
	// name no effect are left out).
	starts []int
}

// Effect kinds (Effect.Kind).
const (
	EffectParticle = "particle"
	EffectLight    = "light"
	EffectTrail    = "trail"
	EffectDecal    = "decal"
)

// Limits of effects: a clip's effects and triggers are bounded by the
// schema (128 and 512), a player's particles by MaxParticles.
const (
	// MaxParticles is the most particles one Player keeps alive over all
	// its effects: an effect's birth beyond it is skipped, as one beyond
	// its own maxParticles is.
	MaxParticles = 1 << 14
	// EffectStep is the fixed step of the effects' emission, in seconds
	// of playback time: the emitters are posed and emit at these steps,
	// so that what a player shows at a time is the same for any tick.
	EffectStep = 1.0 / 60
	// EffectHitch is the longest span one tick simulates: a longer tick
	// (a game resumed after a pause, `rigplay render --at` an hour)
	// ages every particle by the whole tick but emits only in its last
	// EffectHitch seconds.
	EffectHitch = 10.0
	// EffectGravity is the world's gravity in world units per s^2 at a
	// gravity modifier of 1 (world units are taken as metres, as Unity's).
	EffectGravity = 9.81
)
