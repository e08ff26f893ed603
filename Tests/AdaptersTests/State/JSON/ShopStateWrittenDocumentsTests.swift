import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The state documents as each version of Tasch writes them, pinned byte for byte: this one's is written exactly so, and
/// an earlier one's is still read, so that a release never strands a customer's saved state.
final class ShopStateWrittenDocumentsTests: XCTestCase {
    func test_map_readsTheVersionTwoDocumentAnEarlierTaschWrote() throws {
        let written = """
        {
          "nextOrderNumber" : 1002,
          "orders" : [
            {
              "checkoutKey" : "k-1",
              "currency" : "USD",
              "lines" : [
                {
                  "name" : "Tote",
                  "price" : 6450,
                  "productID" : 1,
                  "quantity" : 1
                }
              ],
              "number" : 1001,
              "placedAt" : "2026-05-03T09:22:11Z",
              "total" : 6450
            }
          ],
          "ratings" : {
            "3" : 5
          },
          "sold" : {

          },
          "version" : 2,
          "wishList" : [
            {
              "priceWhenAdded" : 2499,
              "productID" : 3,
              "quantity" : 2
            }
          ]
        }

        """
        let expected = SavedShop(state: makeState(
            wishList: wishList([entry(3, quantity: 2, priceWhenAdded: dollars(cents: 2499))]),
            ratings: [id(3): try XCTUnwrap(Rating(stars: 5))],
            sold: [:],
            nextOrderNumber: 1002
        ), orders: [try Order(
                number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6450))], total: dollars(cents: 6450),
                placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "k-1"
            )])

        XCTAssertEqual(try ShopStateMapper.map(Data(written.utf8), currency: usd), .earlier(expected))
    }
    func test_data_writesSortedPrettyPrintedVersionFourDocument() throws {
        let journal = JournalCommit(salt: "9F1C0A3B5D7E2468", bytes: 257, count: 1, lastNumber: 1001)

        let text = String(decoding: try ShopStateMapper.data(from: try Self.stateOfVersionFour(), journal: journal), as: UTF8.self)

        XCTAssertEqual(text, Self.versionFour)
    }

    func test_map_deliversExactStateAndJournalCommitOnVersionFourDocument() throws {
        let expected = SavedDocument.current(try Self.stateOfVersionFour(), JournalCommit(salt: "9F1C0A3B5D7E2468", bytes: 257, count: 1, lastNumber: 1001))

        XCTAssertEqual(try ShopStateMapper.map(Data(Self.versionFour.utf8), currency: usd), expected)
    }

    /// Version 3 was written before gift cards: no card has paid anything, and its next change writes version 4.
    func test_map_deliversExactStateAndJournalCommitOnTheVersionThreeDocumentAnEarlierTaschWrote() throws {
        let expected = SavedDocument.current(
            makeState(
                wishList: wishList([entry(3, quantity: 2, priceWhenAdded: dollars(cents: 2499))]),
                ratings: [id(3): try XCTUnwrap(Rating(stars: 5))],
                sold: [id(1): 1],
                nextOrderNumber: 1002
            ),
            JournalCommit(salt: "9F1C0A3B5D7E2468", bytes: 231, count: 1, lastNumber: 1001)
        )

        XCTAssertEqual(try ShopStateMapper.map(Data(Self.versionThree.utf8), currency: usd), expected)
    }

    func test_data_leavesOutWhatIsNotKnown() throws {
        let text = String(decoding: try ShopStateMapper.data(from: makeState(wishList: wished(3)), journal: .empty(salt: "0123456789ABCDEF")), as: UTF8.self)

        XCTAssertFalse(text.contains("priceWhenAdded"), text)
        XCTAssertFalse(text.contains("lastNumber"), text)
    }

    /// The state `versionFour` holds.
    private static func stateOfVersionFour() throws -> ShopState {
        try ShopState(
            wishList: wishList([entry(3, quantity: 2, priceWhenAdded: dollars(cents: 2499))]),
            ratings: [id(3): try XCTUnwrap(Rating(stars: 5))],
            sold: try UnitsSold([id(1): 1]),
            giftCardsPaid: ["WINTER7KQ2": dollars(cents: 2_000), "THANKS25": dollars(cents: 0)],
            nextOrderNumber: 1002
        )
    }

    private static let versionFour = """
    {
      "giftCardsPaid" : {
        "THANKS25" : 0,
        "WINTER7KQ2" : 2000
      },
      "nextOrderNumber" : 1002,
      "orders" : {
        "bytes" : 257,
        "count" : 1,
        "lastNumber" : 1001,
        "salt" : "9F1C0A3B5D7E2468"
      },
      "ratings" : {
        "3" : 5
      },
      "sold" : {
        "1" : 1
      },
      "version" : 4,
      "wishList" : [
        {
          "priceWhenAdded" : 2499,
          "productID" : 3,
          "quantity" : 2
        }
      ]
    }

    """

    private static let versionThree = """
    {
      "nextOrderNumber" : 1002,
      "orders" : {
        "bytes" : 231,
        "count" : 1,
        "lastNumber" : 1001,
        "salt" : "9F1C0A3B5D7E2468"
      },
      "ratings" : {
        "3" : 5
      },
      "sold" : {
        "1" : 1
      },
      "version" : 3,
      "wishList" : [
        {
          "priceWhenAdded" : 2499,
          "productID" : 3,
          "quantity" : 2
        }
      ]
    }

    """
}
