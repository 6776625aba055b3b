// Package sprites draws everything the games show, procedurally: boards,
// pieces, lots and text, crisp at any window size. Nothing is loaded from
// files: vector paths are drawn once into images ([Baked]) and redrawn only
// when the size changes, and text is drawn in Tabula Sans (package
// sprites/fonts, cut from Liberation Sans) by package sprites/glyph.
//
// Each game's board lives in a sub-package (sprites/daryon, sprites/dejarik,
// sprites/thayyam, sprites/diam): the drawing, the geometry the screen needs
// to place pieces and to find the cell under the pointer, and a [GameView]
// through which the play screen shows the game. Geometry is in board units — the board's square spans
// [0,1]×[0,1], x to the right and y down — so it is independent of pixels
// and can be tested without a graphics device.
//
// Pieces are told apart by colour and by a mark ([Mark]: a dot, a ring, a
// cross, a bar...), so that colour-blind players can follow every game.
// For people with low vision the boards have a second look, of high
// contrast ([SetHighContrast]): black lines on white cells, pieces rimmed
// in black with marks in black or white, highlights in black and yellow.
//
// Every text drawn meets WCAG 2.x's level AA against what lies behind it
// ([Contrast]); tests check it by recording the texts of a frame
// ([WatchText]).
//
// A board whose cells the game's words name ("from 14 to 17", "cell 3,
// level 2") is a [Labeler] too: on demand, [DrawLabels] writes those names
// on its cells.
package sprites
