// Package audio gives the game its sounds, synthesised at start-up in pure Go:
// there are no sound files.
//
// # The sounds
//
// [Synthesize] renders each [Sound] as 48 kHz stereo float32 PCM, the same
// samples on every run (noise comes from math/rand/v2 PCG generators with
// fixed seeds; platforms whose compilers fuse multiply-adds may differ in the
// last bits):
//
//   - [SoundClatter]: seeds or cowries landing in a wooden tray — seven hard
//     impacts over 0.4 s, each a short burst of differentiated noise (the
//     contact) plus damped sinusoids (modal synthesis): bright modes near 3.2,
//     4.7 and 6.5 kHz for the seed, low ones near 420 Hz and 1.1 kHz for the
//     tray, every seed slightly retuned, re-levelled and panned, some with a
//     quieter rebound;
//   - [SoundHop]: a soft wooden tap of 60 ms, modes near 540 Hz, 1.4 kHz and
//     2.5 kHz with a gentle attack;
//   - [SoundCapture]: 0.3 s of white noise through two resonant
//     state-variable band-pass filters sweeping from 300 Hz to 3 kHz while
//     panning left to right, ending in a firm low knock;
//   - [SoundWin]: a 1 s arpeggio of soft chimes, C5 E5 G5 C6, each a
//     fundamental with quickly decaying overtones;
//   - [SoundClick]: a 25 ms UI tick, a damped 2.4 kHz blip.
//
// Every sound starts and ends at zero under raised-cosine ramps (no clicks),
// has its DC offset removed and peaks at 0.3–0.5 of full scale, so that a few
// overlapping sounds do not clip either. The synthesis (synth.go) imports only
// the standard library and is tested without a device.
//
// # Playing
//
// [New] returns a [Mixer] at once. It starts the audio device in the
// background through Oto ([github.com/ebitengine/oto/v3], the driver under
// Ebitengine's own audio package); the game calls [Mixer.Play] from Update.
// Each sound has a few reusable players reading the one shared copy of its
// samples, so sounds overlap (a hop over a clatter) and playing allocates
// nothing. [Mixer.SetVolume] and [Mixer.SetMuted] apply at once.
//
// The package uses Oto directly, not ebiten/v2/audio: Ebitengine v2.10.4
// opens the device in a hook before the first Update and returns a failure to
// open it from ebiten.RunGame ("audio: audio error: oto: initialization
// failed: ..."), which ends the game on any machine without a sound card; its
// Context offers only IsReady, which turns true even then. Oto instead
// reports the failure on its Context's Err, which the Mixer polls. The game
// must not create an audio.Context (nor a second oto.Context) itself: one
// process has one audio context, which the first Mixer opens for all.
//
// # Without a device
//
// The device may be missing (no sound card, as on CI: no PulseAudio server
// and no ALSA device), fail (oto.NewContext may return an error or, in
// principle, panic; otherwise it returns at once, opens the driver in a
// goroutine and closes its ready channel when done, after which
// oto.Context.Err holds any failure, then or later), or, in a browser, wait
// for the first click or key press. None of these is an error for the game:
// the Mixer plays silently, [Mixer.Available] reports false, [Mixer.Status]
// gives a sentence for the settings screen ("No audio device: playing
// silently.") and [Mixer.Err] the driver's reason, for a log. A browser's
// Mixer becomes available by itself after the first gesture.
package audio
