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

// compiledShaders compiles the shaders once, on first use. A compile error
// is kept and returned on every call; drawing then falls back to the plain
// path.
var compiledShaders = sync.OnceValues(func() (*shaderSet, error) {
	sprite, err := compileShader("sprite.kage", shaders.Sprite)
	if err != nil {
		return nil, err
	}
	outline, err := compileShader("outline.kage", shaders.Outline)
	if err != nil {
		sprite.Deallocate()
		return nil, err
	}
	return &shaderSet{sprite: sprite, outline: outline}, nil
})

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
