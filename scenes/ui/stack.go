package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
)

// Scene is one screen of the game.
type Scene interface {
	// Update advances the scene one tick and says what comes next. It is
	// called only for the scene on top of the stack.
	Update(in *Input) Transition
	// Draw paints the scene on screen, an image of the layout's size.
	Draw(screen *ebiten.Image)
}

// Overlay is implemented by scenes drawn over the scene beneath them, such
// as the pause menu over the game.
type Overlay interface {
	Overlay() bool
}

// Resumer is implemented by scenes that act when they are on top again,
// after the scene over them closed: a screen whose words follow the
// settings says them again, in the language just chosen.
type Resumer interface {
	Resume()
}

// Leaver is implemented by scenes that hold something to let go of when
// they leave the stack, popped, replaced, or cut under the title: a
// room's connection.
type Leaver interface {
	Leave()
}

// HomeScreen is implemented by the scene every other leads back to: the
// title screen. Put in another's place, it closes every scene beneath
// too, so that the stack does not grow with each game played and its Quit
// quits.
type HomeScreen interface {
	Home()
}

// TransitionKind says what a scene asks of the stack.
type TransitionKind uint8

// The transitions.
const (
	TransitionStay    TransitionKind = iota // go on with this scene
	TransitionPush                          // put Scene on top; this one waits beneath
	TransitionReplace                       // put Scene in this one's place, cross-fading
	TransitionPop                           // close this scene, back to the one beneath
	TransitionHome                          // put the home screen (Stack.Home) in this one's place, closing every scene
)

// Transition is what a scene's Update returns.
type Transition struct {
	Kind  TransitionKind
	Scene Scene
}

// Stay keeps the current scene.
func Stay() Transition { return Transition{} }

// Push opens s over the current scene.
func Push(s Scene) Transition { return Transition{TransitionPush, s} }

// Replace puts s in the current scene's place.
func Replace(s Scene) Transition { return Transition{TransitionReplace, s} }

// Pop closes the current scene.
func Pop() Transition { return Transition{Kind: TransitionPop} }

// Home leads back to the home screen, the title, made anew: a screen that
// cannot name the title (it lies above it) goes home so.
func Home() Transition { return Transition{Kind: TransitionHome} }

// fadeTicks is the length of a cross-fade at the animations' normal speed.
const fadeTicks = 18

// Stack holds the open scenes, the top one active. Popping the last scene
// ends the game.
type Stack struct {
	scenes    []Scene
	old       Scene // the scene being replaced, fading out
	fade      anim.Tween
	offscreen *ebiten.Image

	// Speed scales the cross-fades as it scales every animation: slower,
	// faster, or none at all at the speed instant.
	Speed anim.Speed
	// Home makes the home screen for the transition Home; nil: Home closes
	// every scene but the first, which resumes.
	Home func() Scene
}

// NewStack returns a stack holding first and, over it, the scenes over.
func NewStack(first Scene, over ...Scene) *Stack {
	return &Stack{scenes: append([]Scene{first}, over...)}
}

// Top returns the active scene, or nil when the stack is empty.
func (s *Stack) Top() Scene {
	if len(s.scenes) == 0 {
		return nil
	}
	return s.scenes[len(s.scenes)-1]
}

// Len returns the number of open scenes.
func (s *Stack) Len() int { return len(s.scenes) }

// Update runs the top scene for one tick and applies its transition. It
// reports false once the last scene has been popped: the game should end.
func (s *Stack) Update(in *Input) bool {
	if s.old != nil && s.fade.Update() {
		s.old = nil
	}
	top := s.Top()
	if top == nil {
		return false
	}
	t := top.Update(in)
	if t.Kind == TransitionHome {
		if s.Home == nil {
			for len(s.scenes) > 1 {
				leave(s.scenes[len(s.scenes)-1])
				s.scenes = s.scenes[:len(s.scenes)-1]
			}
			if r, ok := s.Top().(Resumer); ok {
				r.Resume()
			}
			return true
		}
		t = Replace(s.Home())
	}
	switch t.Kind {
	case TransitionPush:
		s.scenes = append(s.scenes, t.Scene)
	case TransitionReplace:
		s.old = nil
		if n := s.Speed.Scale(fadeTicks); n > 0 {
			s.old = top
			s.fade = anim.NewTween(1, 0, n, anim.InOut)
		}
		leave(top)
		s.scenes[len(s.scenes)-1] = t.Scene
		if _, ok := t.Scene.(HomeScreen); ok {
			for _, sc := range s.scenes[:len(s.scenes)-1] {
				leave(sc)
			}
			s.scenes = s.scenes[len(s.scenes)-1:]
		}
	case TransitionPop:
		leave(top)
		s.scenes = s.scenes[:len(s.scenes)-1]
		if r, ok := s.Top().(Resumer); ok {
			r.Resume()
		}
	}
	return len(s.scenes) > 0
}

// leave lets a scene go: see Leaver.
func leave(sc Scene) {
	if l, ok := sc.(Leaver); ok {
		l.Leave()
	}
}

// Fading reports whether a replaced scene is still fading out.
func (s *Stack) Fading() bool { return s.old != nil }

// Draw paints the top scene, the scenes beneath it that show through
// overlays, and the fading scene of a replacement over it.
func (s *Stack) Draw(screen *ebiten.Image) {
	first := len(s.scenes) - 1
	for first > 0 {
		if o, ok := s.scenes[first].(Overlay); !ok || !o.Overlay() {
			break
		}
		first--
	}
	for _, sc := range s.scenes[max(first, 0):] {
		sc.Draw(screen)
	}
	if s.old == nil {
		return
	}
	b := screen.Bounds()
	if s.offscreen == nil || s.offscreen.Bounds() != b {
		if s.offscreen != nil {
			s.offscreen.Deallocate()
		}
		s.offscreen = ebiten.NewImage(b.Dx(), b.Dy())
	}
	s.offscreen.Clear()
	s.old.Draw(s.offscreen)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(float32(s.fade.Value()))
	screen.DrawImage(s.offscreen, op)
}
