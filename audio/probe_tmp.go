package audio

import "github.com/ebitengine/oto/v3"

var _ = oto.FormatFloat32LE
