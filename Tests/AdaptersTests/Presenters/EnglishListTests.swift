import Adapters
import XCTest

/// How a sentence lists things: all of them when few, else the first few and how many more, reading only those it names.
final class EnglishListTests: XCTestCase {
    func test_joined_listsOneTwoOrMoreItemsAsASentenceDoes() {
        XCTAssertEqual([[], ["a"], ["a", "b"], ["a", "b", "c"]].map(EnglishList.joined), ["", "a", "a and b", "a, b and c"])
    }

    func test_joinedNamingAtMost_namesEveryItemWhenAtMostOneMoreWouldBeCounted() {
        XCTAssertEqual(EnglishList.joined(["a", "b", "c"], namingAtMost: 3), "a, b and c")
        XCTAssertEqual(EnglishList.joined(["a", "b", "c", "d"], namingAtMost: 3), "a, b, c and d")
        XCTAssertEqual(EnglishList.joined([String](), namingAtMost: 3), "")
    }

    func test_joinedNamingAtMost_namesTheFirstAndCountsTheRestGroupedByThousands() {
        XCTAssertEqual(EnglishList.joined(["a", "b", "c", "d", "e"], namingAtMost: 3), "a, b, c and 2 more")
        XCTAssertEqual(EnglishList.joined((1...100_000).map(String.init), namingAtMost: 3), "1, 2, 3 and 99,997 more")
    }

    func test_joinedNamingAtMost_readsOnlyTheItemsItNames() {
        let items = ReadRecordingItems(count: 1_000_000)

        _ = EnglishList.joined(items, namingAtMost: 3)

        XCTAssertEqual(items.reads.positions, [0, 1, 2])
    }
}

/// A collection of `count` items, "item 0", "item 1" …, that records which positions were read.
private struct ReadRecordingItems: RandomAccessCollection {
    final class Reads {
        var positions: [Int] = []
    }

    let count: Int
    let reads = Reads()
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> String {
        reads.positions.append(position)
        return "item \(position)"
    }
}
