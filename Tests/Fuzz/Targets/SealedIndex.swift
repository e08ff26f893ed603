import Adapters
import Foundation

/// A catalogue index crafted from a fuzzer's bytes, with every checksum made right, as an attacker who knows the format
/// would make it: the checksums stop a damaged index at the first block read, and would keep the fuzzer from every
/// reader behind them. The input is compact, without the padding a file has: the header's first bytes, up to and
/// including the count of checksum blocks, then each section's bytes, as many as the header gives it, in order. The
/// file is laid out where the header says, as long as the header says, zeros elsewhere; its checksum blocks, the
/// header's checksums of them and the header's own checksum are then computed.
enum SealedIndex {
    private static let blockSize = CatalogueIndexHeader.blockSize
    /// The header's bytes an input gives; the rest of the header block is computed or zero.
    static let headerPrefix = CatalogueIndexHeader.rootCountOffset + 8
    /// Larger files are served as zeros past this, unsealed: their header is still checked.
    private static let largestSealedFile = 1 << 22
    private static let checksums = IndexSection.checksums.number

    /// The file's bytes, and its size: larger than the bytes when the header claims more than is held.
    static func file(from input: Data) -> (bytes: [UInt8], size: Int) {
        let input = [UInt8](input)
        var header = [UInt8](repeating: 0, count: blockSize)
        header.replaceSubrange(0..<min(headerPrefix, input.count), with: input.prefix(headerPrefix))
        // The file's length is the header's fourth word.
        let size = Int(clamping: word(header, at: 24))
        guard size >= blockSize else { return (Array(header.prefix(size)), size) }
        var file = [UInt8](repeating: 0, count: min(size, largestSealedFile))
        var offset = min(headerPrefix, input.count)
        for section in 0..<checksums {
            let (start, length) = range(of: section, in: header)
            let taken = min(length, input.count - offset)
            if start < file.count {
                let end = min(file.count, start + taken)
                file.replaceSubrange(start..<end, with: input[offset..<(offset + end - start)])
            }
            offset += taken
        }
        seal(&file, header: &header)
        file.replaceSubrange(0..<blockSize, with: header)
        return (file, size)
    }

    /// The compact input that makes `index`, the bytes of a real index: its header's first bytes, then its sections.
    static func input(from index: Data) -> Data {
        let bytes = [UInt8](index)
        var input = Data(bytes.prefix(headerPrefix))
        for section in 0..<checksums {
            let (start, length) = range(of: section, in: bytes)
            input.append(contentsOf: bytes[start..<(start + length)])
        }
        return input
    }

    /// Writes the checksum of every data block the checksums section covers, the header's checksum of each checksum
    /// block, and the header's own checksum.
    private static func seal(_ file: inout [UInt8], header: inout [UInt8]) {
        sealChecksums(&file, header: &header)
        store(hash(header[(CatalogueIndexHeader.checksumOffset + 8)...]), at: CatalogueIndexHeader.checksumOffset, in: &header)
    }

    private static func sealChecksums(_ file: inout [UInt8], header: inout [UInt8]) {
        let (start, length) = range(of: checksums, in: header)
        guard start % blockSize == 0, start < file.count else { return }
        let end = start + min(length, file.count - start)
        for block in 1..<max(1, start / blockSize) where start + (block - 1) * 8 + 8 <= end {
            store(hash(file[(block * blockSize)..<((block + 1) * blockSize)]), at: start + (block - 1) * 8, in: &file)
        }
        let checksumBlocks = min(length / blockSize + (length % blockSize == 0 ? 0 : 1), CatalogueIndexHeader.maximumRootCount)
        for block in 0..<checksumBlocks where start + (block + 1) * blockSize <= file.count {
            let offset = start + block * blockSize
            store(hash(file[offset..<(offset + blockSize)]), at: CatalogueIndexHeader.rootCountOffset + 8 + 8 * block, in: &header)
        }
    }

    /// Where the header in `header` puts section number `section`, each number clamped to what an `Int` holds: its
    /// entry holds the hash of its name, then its start and length.
    private static func range(of section: Int, in header: [UInt8]) -> (start: Int, length: Int) {
        let offset = CatalogueIndexHeader.sectionsOffset + CatalogueIndexHeader.sectionEntrySize * section
        return (Int(clamping: word(header, at: offset + 8)), Int(clamping: word(header, at: offset + 16)))
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    private static func store(_ value: UInt64, at offset: Int, in bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + 8), with: $0) }
    }

    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { ContentHash.hash($0) }
    }
}
