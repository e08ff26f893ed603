/// Little-endian words read from bytes of the index, each checked before it is used: a word that is to be a count,
/// an offset or a length must be a whole number from 0 to `Int.max`, so that no arithmetic on it can overflow or trap
/// however the file was damaged or crafted.
struct IndexWords {
    private let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The eight bytes at `offset` as an unsigned word; the offset must leave eight bytes.
    func word(at offset: Int) throws(IndexDamage) -> UInt64 {
        guard offset >= 0, offset <= bytes.count - 8 else { throw IndexDamage("a word past the end of its block") }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The word at `offset` as a signed whole number, for prices, stock and times.
    func signed(at offset: Int) throws(IndexDamage) -> Int64 {
        Int64(bitPattern: try word(at: offset))
    }

    /// The word at `offset` as a count, offset or length: refused unless it lies from 0 to `Int.max`.
    func count(at offset: Int) throws(IndexDamage) -> Int {
        guard let count = Int(exactly: try word(at: offset)) else { throw IndexDamage("a count beyond any file") }
        return count
    }

    /// The four bytes at `offset` as a count.
    func count32(at offset: Int) throws(IndexDamage) -> Int {
        guard offset >= 0, offset <= bytes.count - 4 else { throw IndexDamage("a word past the end of its block") }
        return Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
}

extension UnsafeMutableRawBufferPointer {
    /// Stores `value` little-endian at `offset`.
    func storeLittleEndian(_ value: UInt64, at offset: Int) {
        storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt64.self)
    }

    /// Stores `value` little-endian at `offset`, as four bytes.
    func storeLittleEndian(_ value: UInt32, at offset: Int) {
        storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
    }
}

extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body that throws only `IndexDamage`, which the standard library's form would widen.
    func withIndexBytes<Value>(_ body: (UnsafeRawBufferPointer) throws(IndexDamage) -> Value) throws(IndexDamage) -> Value {
        let result: Result<Value, IndexDamage> = withUnsafeBytes { bytes in
            do throws(IndexDamage) {
                return .success(try body(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
