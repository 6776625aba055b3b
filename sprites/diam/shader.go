package diam

import (
	"image"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// woodSource is the Kage shader that paints the board image, pixel by
// pixel, from signed distances in board units: the baize, the shadows, the
// octagon of solid wood with its bevelled edge and its grooved ring, the
// eight wells, and the four reserve trays with their hollows. Every edge
// is anti-aliased over one pixel, so it is crisp at any size. Light comes
// from the top left, as in the pawns.
const woodSource = `//kage:unit pixels

package main

var Origin vec2
var Size float

var Table vec3
var Wood vec3
var WoodDark vec3
var WoodLight vec3
var Ink vec3
var Safe vec3

var Apothem float
var Rounding float
var Bevel float
var RingR float
var WellR float
var TrayR float
var HoleR float
var GrainFreq float
var Trays [8]vec2 // the ends of the trays by corner: TL, TR, BL, BR

func hash(p vec2) float {
	p3 := fract(vec3(p.x, p.y, p.x) * 0.1031)
	p3 += dot(p3, p3.yzx+33.33)
	return fract((p3.x + p3.y) * p3.z)
}

func noise(p vec2) float {
	i := floor(p)
	f := fract(p)
	u := f * f * (3.0 - 2.0*f)
	a := hash(i)
	b := hash(i + vec2(1.0, 0.0))
	c := hash(i + vec2(0.0, 1.0))
	d := hash(i + vec2(1.0, 1.0))
	return mix(mix(a, b, u.x), mix(c, d, u.x), u.y)
}

func fbm(p vec2) float {
	v := 0.0
	a := 0.5
	for i := 0; i < 4; i++ {
		v += a * noise(p)
		p = p*2.03 + vec2(17.1, 9.2)
		a *= 0.5
	}
	return v
}

// sdOctagon is the signed distance to the octagon of apothem r, its flat
// sides facing the axes.
func sdOctagon(p vec2, r float) float {
	k := vec3(-0.9238795325, 0.3826834323, 0.4142135623)
	p = abs(p)
	p -= 2.0 * min(dot(k.xy, p), 0.0) * k.xy
	p -= 2.0 * min(dot(vec2(-k.x, k.y), p), 0.0) * vec2(-k.x, k.y)
	p -= vec2(clamp(p.x, -k.z*r, k.z*r), r)
	return length(p) * sign(p.y)
}

func sdBoard(p vec2) float {
	return sdOctagon(p-vec2(0.5), Apothem-Rounding) - Rounding
}

func sdCapsule(p, a, b vec2, r float) float {
	pa := p - a
	ba := b - a
	h := clamp(dot(pa, ba)/dot(ba, ba), 0.0, 1.0)
	return length(pa-ba*h) - r
}

// cover turns a signed distance into coverage over one pixel.
func cover(d, px float) float {
	return clamp(0.5-d/px, 0.0, 1.0)
}

// wood is the colour of the board's wood at p: a flat tone crossed by the
// grain, thin wavy lines of darker late wood along a slanted axis, each of
// its own width and weight; a line thinner than a pixel covers it only in
// part, so it grows fainter instead of breaking up. The flat tone keeps
// the board calm behind the pawns (and its images small).
func wood(p vec2, px float) vec3 {
	q := vec2(p.x*0.96+p.y*0.28, p.y*0.96-p.x*0.28) + 3.0
	g := q.y*GrainFreq + fbm(q*vec2(1.3, 5.0))*5.5
	line := floor(g + 0.5)
	dist := (0.5 - abs(fract(g)-0.5)) / (GrainFreq * 1.15)
	half := 0.0004 + 0.0011*hash(vec2(line, 3.0))
	weight := 0.18 + 0.34*hash(vec2(3.0, line))
	return mix(Wood, WoodDark, weight*cover(dist-half, px))
}

// hollow paints over out a round hollow of radius r centred on c: a flat
// floor, the crescent of shadow cast by the wall nearest the light, and a
// lit crescent on the wall facing it.
func hollow(out vec3, p, c vec2, r float, floorCol, lit vec3, light vec2, px float) vec3 {
	col := floorCol
	col = mix(col, floorCol*0.74, cover(r-length(p-(c-light*r*0.24)), px))
	col = mix(col, mix(floorCol, lit, 0.55), cover(r-length(p-(c+light*r*0.08)), px))
	return mix(out, col, cover(length(p-c)-r, px))
}

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	pix := dstPos.xy - imageDstOrigin()
	px := 1.0 / Size
	p := (pix - Origin) / Size
	q := p - vec2(0.5)
	light := normalize(vec2(-0.6, -0.8)) // towards the light, top left

	// The baize, with a pool of light in the middle.
	col := Table * (1.04 - 0.09*length(q))

	// The tray of p's corner: Trays holds the ends of the trays of the
	// top left, top right, bottom left and bottom right corners.
	k := 0
	if q.x > 0.0 {
		k += 2
	}
	if q.y > 0.0 {
		k += 4
	}
	ta := Trays[k]
	tb := Trays[k+1]
	td := sdCapsule(p, ta, tb, TrayR)
	d := sdBoard(p)

	// Shadows on the baize, soft, cast down and to the right.
	off := vec2(0.006, 0.010)
	sh := max(1.0-smoothstep(-0.006, 0.012, sdBoard(p-off)), 1.0-smoothstep(-0.004, 0.008, sdCapsule(p-off*0.6, ta, tb, TrayR)))
	col *= 1.0 - 0.45*sh

	if td < px {
		// The tray, of plain dark wood (it never meets the board), its rim
		// lit on the side that faces the light.
		ba := tb - ta
		h := clamp(dot(p-ta, ba)/dot(ba, ba), 0.0, 1.0)
		side := sign(dot(p-(ta+ba*h), light))
		wc := WoodDark * (1.0 + 0.22*cover(-td-0.006, px)*side)
		// The hollow under p.
		c := ta + ba*(floor(h*3.0+0.5)/3.0)
		wc = hollow(wc, p, c, HoleR, mix(WoodDark, Ink, 0.4), Wood, light, px)
		col = mix(col, wc, cover(td, px))
	} else if d < px {
		// The board, of grained wood, its edge bevelled: the bevel slopes
		// down outwards, lit on the top left, with a fine dark line where
		// it meets the top and a light one on its outer edge.
		wc := wood(p, px)
		e := 0.0005
		n := normalize(vec2(sdBoard(p+vec2(e, 0.0))-d, sdBoard(p+vec2(0.0, e))-d) + 1e-6)
		slope := 1.0 - smoothstep(Bevel-px, Bevel+px, -d)
		wc *= 1.0 + slope*0.32*dot(n, light)
		wc = mix(wc, wc*0.78, (1.0-smoothstep(0.0, 1.2*px, abs(-d-Bevel)))*0.8)
		wc = mix(wc, WoodLight, (1.0-smoothstep(0.0, 1.5*px, abs(-d-px)))*0.35*max(0.0, dot(n, light)))

		// The ring: an inlaid groove through the wells, a dark line with
		// a light lower lip.
		r := length(q)
		gw := max(0.0028, 0.9*px)
		wc = mix(wc, wc*0.55, cover(abs(r-RingR)-gw, px))
		wc = mix(wc, wc*1.12, cover(abs(r-RingR-gw-px)-px*0.7, px)*0.6)

		// The well nearest p (cell 0 at the top, the others every 45°
		// clockwise), with a raised lip round it, lit where it faces the
		// light.
		a := floor(atan2(q.x, -q.y)/0.78539816+0.5) * 0.78539816
		c := vec2(0.5+RingR*sin(a), 0.5-RingR*cos(a))
		lipD := abs(length(p-c)-WellR-0.004) - 0.004
		wc *= 1.0 + 0.22*cover(lipD, px)*dot(normalize(p-c+1e-6), light)
		wc = hollow(wc, p, c, WellR, Safe, WoodLight, light, px)
		col = mix(col, wc, cover(d, px))
	}
	return vec4(col, 1.0)
}
`

var (
	shaderOnce sync.Once
	woodShader *ebiten.Shader
)

// boardShader returns the compiled board shader. The source is fixed, so a
// compile error is a bug: it panics.
func boardShader() *ebiten.Shader {
	shaderOnce.Do(func() {
		s, err := ebiten.NewShader([]byte(woodSource))
		if err != nil {
			panic("sprites/diam: the board shader does not compile: " + err.Error())
		}
		woodShader = s
	})
	return woodShader
}

// vec3 returns the colour's red, green and blue as a shader vec3.
func vec3(c color.RGBA) []float32 {
	return []float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255}
}

// shaderOptions returns the options that draw the board's wood with the
// shader into the rectangle r of an image, in the view v.
func (b *Board) shaderOptions(v sprites.View, r image.Rectangle) *ebiten.DrawRectShaderOptions {
	trays := make([]float32, 16)
	for c := range 4 {
		first, last := b.tray(c)
		copy(trays[4*b.corner(c):], []float32{float32(first.X), float32(first.Y), float32(last.X), float32(last.Y)})
	}
	op := &ebiten.DrawRectShaderOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	op.Uniforms = map[string]any{
		"Origin":    []float32{float32(v.Origin.X - float64(r.Min.X)), float32(v.Origin.Y - float64(r.Min.Y))},
		"Size":      float32(v.Size),
		"Table":     vec3(sprites.Table),
		"Wood":      vec3(sprites.Wood),
		"WoodDark":  vec3(sprites.WoodDark),
		"WoodLight": vec3(sprites.WoodLight),
		"Ink":       vec3(sprites.Ink),
		"Safe":      vec3(sprites.Safe),
		"Apothem":   float32(apothem),
		"Rounding":  float32(rounding),
		"Bevel":     float32(bevel),
		"RingR":     float32(ringR),
		"WellR":     float32(wellR),
		"TrayR":     float32(trayR),
		"HoleR":     float32(holeR),
		"GrainFreq": float32(15),
		"Trays":     trays,
	}
	return op
}
