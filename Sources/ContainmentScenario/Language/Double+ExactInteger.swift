extension Double {
  /// The value as an `Int` when it is a whole number in `Int`'s range, else
  /// `nil`.
  ///
  /// `Int(exactly:)` would do, but on Linux it calls the C maths library's
  /// `trunc`, and a library product must link with nothing but itself. The
  /// conversion `Int(_:)` truncates without a library call once the range is
  /// checked (NaN fails both comparisons).
  var exactInteger: Int? {
    guard self >= -9_223_372_036_854_775_808.0, self < 9_223_372_036_854_775_808.0 else {
      return nil
    }
    let integer = Int(self)
    return Double(integer) == self ? integer : nil
  }
}
