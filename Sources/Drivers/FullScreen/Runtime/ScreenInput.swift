/// What a terminal brings the full screen (`ScreenTerminal.startReading`): a key, or the window's size, when it
/// changed or the screen must be drawn whole again.
package enum ScreenInput: Equatable, Sendable {
    case key(Key)
    case resized(ScreenSize)
}
