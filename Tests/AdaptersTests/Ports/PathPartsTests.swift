import Adapters
import XCTest

final class PathPartsTests: XCTestCase {
    func test_folder_isWhatComesBeforeTheLastSlash_theRootForAFileAtTheRoot_andTheCurrentFolderForABareName() {
        XCTAssertEqual(PathParts.folder(of: "/home/ana/.local/state/tasch/state.json"), "/home/ana/.local/state/tasch")
        XCTAssertEqual(PathParts.folder(of: "shop/state.json"), "shop")
        XCTAssertEqual(PathParts.folder(of: "/state.json"), "/")
        XCTAssertEqual(PathParts.folder(of: "state.json"), ".")
        XCTAssertEqual(PathParts.folder(of: "/café/naïve.json"), "/café")
    }

    func test_pathBeside_namesAFileInTheSameFolder() {
        XCTAssertEqual(PathParts.path(of: "catalogue.index", besidePath: "/home/ana/state.json"), "/home/ana/catalogue.index")
        XCTAssertEqual(PathParts.path(of: "catalogue.index", besidePath: "/state.json"), "/catalogue.index")
        XCTAssertEqual(PathParts.path(of: "catalogue.index", besidePath: "state.json"), "./catalogue.index")
    }
}
