package engine

import (
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/shaders"
)

// shaderSet holds the compiled Kage shaders of package shaders.
type shaderSet struct {
	sprite, outline *ebiten.Shader
}

// shaderState is the shader set in use: the embedded sources compiled on
// first use, or the last good set given to ReloadShaders.
var shaderState struct {
	mu       sync.Mutex
	compiled bool
	set      *shaderSet
	err      error
}

// compiledShaders returns the shader set in use, compiling the embedded
// sources the first time. A compile error is kept and returned on every
// call; drawing then falls back to the plain path.
func compiledShaders() (*shaderSet, error) {
	s := &shaderState
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.compiled {
		s.compiled = true
		s.set, s.err = compileSet(shaders.Sprite, shaders.Outline)
	}
	return s.set, s.err
}

// compileSet compiles the sprite and outline sources.
func compileSet(sprite, outline []byte) (*shaderSet, error) {
	sp, err := compileShader("sprite.kage", sprite)
	if err != nil {
		return nil, err
	}
	ol, err := compileShader("outline.kage", outline)
	if err != nil {
		sp.Deallocate()
		return nil, err
	}
	return &shaderSet{sprite: sp, outline: ol}, nil
}

// ReloadShaders compiles new sources for the engine's Kage shaders — a map
// from file name ("sprite.kage", "outline.kage") to source; a name that is
// missing keeps its embedded source — and uses them from the next Draw on.
// A source that does not compile changes nothing: the shaders in use keep
// drawing and the error (naming the file and the compiler's line:column)
// is returned. This is the shader half of hot reload while authoring.
func ReloadShaders(sources map[string][]byte) error {
	sprite, outline := shaders.Sprite, shaders.Outline
	if src, ok := sources["sprite.kage"]; ok {
		sprite = src
	}
	if src, ok := sources["outline.kage"]; ok {
		outline = src
	}
	set, err := compileSet(sprite, outline)
	if err != nil {
		return err
	}
	s := &shaderState
	s.mu.Lock()
	defer s.mu.Unlock()
	s.compiled, s.set, s.err = true, set, nil
	return nil
}

// compileShader compiles one Kage source, turning a panic of the compiler
// (it should not, but a library must not crash a game) into an error.
func compileShader(name string, src []byte) (s *ebiten.Shader, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("shaders/%s: %v", name, r)
		}
	}()
	s, err = ebiten.NewShader(src)
	if err != nil {
		return nil, fmt.Errorf("shaders/%s: %w", name, err)
	}
	return s, nil
}

// ShaderError compiles the sprite and outline shaders if that has not
// happened yet and reports a compile error, or nil. Draw never fails: with a
// broken shader it draws with Ebitengine's built-in shaders, without tint and outline. A game may call this at
// start to show the problem.
func ShaderError() error {
	_, err := compiledShaders()
	return err
}
