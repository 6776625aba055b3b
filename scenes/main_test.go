package scenes

import (
	"testing"

	"tabula/sprites/spritestest"
)

// TestMain runs the tests beside Ebitengine's loop, for those that draw.
func TestMain(m *testing.M) { spritestest.Main(m) }
