import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The machine's file system, in a fresh folder of the test's own.
final class LocalFileSystemContractTests: FileSystemContract {
    override func makeWorld() throws -> any FileSystemWorld {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileSystemContract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return LocalFileSystemWorld(folder: folder)
    }

    func test_contents_isNilOnAMissingFile() throws { try assertContentsIsNilOnAMissingFile() }
    func test_contents_givesBackWhatWasWritten() throws { try assertContentsGivesBackWhatWasWritten() }
    func test_contents_readsAFileOfTheLimitAndRefusesOneByteMore() throws { try assertContentsReadsAFileOfTheLimitAndRefusesOneByteMore() }
    func test_contents_refusesAFolderAFIFOAndAPathUnderAFile() throws { try assertContentsRefusesAFolderAFIFOAndAPathUnderAFile() }
    func test_contentsOfAStream_readsAFileToItsEndWithinTheLimit() throws { try assertStreamContentsReadsAFileToItsEndWithinTheLimit() }
    func test_contentsObserved_givesBackWhatWasWritten_everyBlockObservedWholeAtItsOffset() throws { try assertObservedContentsGivesBackWhatWasWritten_everyBlockObservedWholeAtItsOffset() }
    func test_contentsObserved_refusesWhatContentsRefuses() throws { try assertObservedContentsRefusesWhatContentsRefuses() }
    func test_contentsObserved_aPartGivenBackLeavesTheRestAsRead() throws { try assertObservedContents_aPartGivenBackLeavesTheRestAsRead() }
    func test_writeCacheInPieces_replacesTheFileWithThePiecesAtTheirOffsets_zerosBetween() throws { try assertWriteCacheInPiecesReplacesTheFileWithThePiecesAtTheirOffsets_zerosBetween() }
    func test_writeCacheInPieces_thatThrowsLeavesTheFileAsItWasAndNoTemporaryFile() throws { try assertWriteCacheInPiecesThatThrowsLeavesTheFileAsItWasAndNoTemporaryFile() }
    func test_openForReading_isNilOnAMissingFile() throws { try assertOpenForReadingIsNilOnAMissingFile() }
    func test_openForReading_readsAtAnyOffsetShortAtTheEndAndNoneAfter() throws { try assertOpenedFileReadsAtAnyOffsetShortAtTheEndAndNoneAfter() }
    func test_openForReading_refusesAFolderAndAFIFO() throws { try assertOpenForReadingRefusesAFolderAndAFIFO() }
    func test_openForReading_keepsReadingItsFileAfterAnotherIsRenamedOverIt() throws { try assertOpenedFileKeepsReadingItsFileAfterAnotherIsRenamedOverIt() }
    func test_openForReading_readsComeBackShortAfterTheFileIsCutShortInPlace() throws { try assertOpenedFileReadsComeBackShortAfterTheFileIsCutShortInPlace() }
    func test_identity_isNilOnAMissingFileAFolderAndAFIFO() throws { try assertIdentityIsNilOnAMissingFileAFolderAndAFIFO() }
    func test_identity_changesWhenTheFileIsEditedInPlaceOrReplaced() throws { try assertIdentityChangesWhenTheFileIsEditedInPlaceOrReplaced() }
    func test_writeAtomically_replacesTheWholeFileWithAnotherOne() throws { try assertWriteAtomicallyReplacesTheWholeFileWithAnotherOne() }
    func test_writeAtomicallyNotDurable_replacesTheFileAlike() throws { try assertWriteAtomicallyWithoutWaitingForTheDiskReplacesTheFileAlike() }
    func test_writeAtomically_makesTheFoldersThatAreMissing() throws { try assertWriteAtomicallyMakesTheFoldersThatAreMissing() }
    func test_writeAtomically_refusesAFolderAndAPathUnderAFileLeavingEveryFileAsItWas() throws { try assertWriteAtomicallyRefusesAFolderAndAPathUnderAFileLeavingEveryFileAsItWas() }
    func test_writeAtomically_whoseFolderCannotBeSyncedLeavesTheNewFileInPlaceAndSaysSo() throws { try assertWriteAtomicallyWhoseFolderCannotBeSyncedLeavesTheNewFileInPlaceAndSaysSo() }
    func test_append_startingAFileWhoseFolderCannotBeSyncedFailsAsAnyFailure() throws { try assertAppendStartingAFileWhoseFolderCannotBeSyncedFailsAsAnyFailure() }
    func test_append_afterBytesItKeepsNeedsNoSyncOfTheFolder() throws { try assertAppendAfterBytesItKeepsNeedsNoSyncOfTheFolder() }
    func test_append_createsAMissingFileAndItsFoldersAfterNoBytes() throws { try assertAppendCreatesAMissingFileAndItsFoldersAfterNoBytes() }
    func test_append_writesAfterTheBytesKeptDroppingWhatFollowedThemInTheSameFile() throws { try assertAppendWritesAfterTheBytesKeptDroppingWhatFollowedThemInTheSameFile() }
    func test_append_ofNoBytesCutsTheFileToTheBytesKept() throws { try assertAppendOfNoBytesCutsTheFileToTheBytesKept() }
    func test_append_refusesAFileShorterThanTheBytesToKeepOrAMissingOneChangingNothing() throws { try assertAppendRefusesAFileShorterThanTheBytesToKeepOrAMissingOneChangingNothing() }
    func test_append_refusesAFolderAFIFOAndAPathUnderAFileLeavingEveryFileAsItWas() throws { try assertAppendRefusesAFolderAFIFOAndAPathUnderAFileLeavingEveryFileAsItWas() }
    func test_removeFile_removesAFileAndPassesOverAMissingOneAndAFolder() throws { try assertRemoveFileRemovesAFileAndPassesOverAMissingOneAndAFolder() }
    func test_removeAbandonedTemporaryFiles_removesThoseWhoseWriterIsGoneAndNothingElse() throws { try assertRemoveAbandonedTemporaryFilesRemovesThoseWhoseWriterIsGoneAndNothingElse() }
    func test_setModificationTime_setsItLeavingTheFileAsItWas() throws { try assertSetModificationTimeSetsItLeavingTheFileAsItWas() }
    func test_setModificationTime_toNowMakesItTheChangeTime() throws { try assertSetModificationTimeToNowMakesItTheChangeTime() }
    func test_setModificationTime_refusesAMissingFileMakingNone() throws { try assertSetModificationTimeRefusesAMissingFileMakingNone() }
    func test_withExclusiveLock_runsTheBodyAndGivesBackWhatItReturnedOrThrew() async throws { try await assertLockRunsTheBodyAndGivesBackWhatItReturnedOrThrew() }
    func test_withExclusiveLock_isNotHeldUpByAnotherFilesLock() async throws { try await assertLockOfOnePathIsNotHeldUpByAnothersLock() }
    func test_withExclusiveLock_waitsForAnotherHolderAndRunsTheBodyOnceItLetsGo() async throws { try await assertLockWaitsForAnotherHolderAndRunsTheBodyOnceItLetsGo() }
    func test_withExclusiveLock_givesUpWithoutRunningTheBodyWhenAnotherHolderKeepsIt() async throws { try await assertLockGivesUpWithoutRunningTheBodyWhenAnotherHolderKeepsIt() }
    func test_withExclusiveLock_stopsWaitingWhenItsTaskIsCancelled() async throws { try await assertLockStopsWaitingWithoutRunningTheBodyWhenItsTaskIsCancelled() }
    func test_withExclusiveLock_refusesAFolderAndAPathUnderAFileWithoutRunningTheBody() async throws { try await assertLockRefusesAFolderAndAPathUnderAFileWithoutRunningTheBody() }
    func test_checkCanSave_passesWithoutWaitingForAHeldLock() throws { try assertCheckCanSavePassesWithoutWaitingForAHeldLock() }
    func test_checkCanSave_refusesAFolderAndAPathUnderAFile() throws { try assertCheckCanSaveRefusesAFolderAndAPathUnderAFile() }
    func test_checkCanSave_makesNoFileAndNoFolder() throws { try assertCheckCanSaveMakesNoFileAndNoFolder() }
}

/// The in-memory twin that in-process tests run on: held here to everything the real one does.
final class InMemoryFileSystemContractTests: FileSystemContract {
    override func makeWorld() throws -> any FileSystemWorld {
        let files = InMemoryFileSystem()
        trackForMemoryLeaks(files)
        return InMemoryFileSystemWorld(files: files)
    }

    func test_contents_isNilOnAMissingFile() throws { try assertContentsIsNilOnAMissingFile() }
    func test_contents_givesBackWhatWasWritten() throws { try assertContentsGivesBackWhatWasWritten() }
    func test_contents_readsAFileOfTheLimitAndRefusesOneByteMore() throws { try assertContentsReadsAFileOfTheLimitAndRefusesOneByteMore() }
    func test_contents_refusesAFolderAFIFOAndAPathUnderAFile() throws { try assertContentsRefusesAFolderAFIFOAndAPathUnderAFile() }
    func test_contentsOfAStream_readsAFileToItsEndWithinTheLimit() throws { try assertStreamContentsReadsAFileToItsEndWithinTheLimit() }
    func test_contentsObserved_givesBackWhatWasWritten_everyBlockObservedWholeAtItsOffset() throws { try assertObservedContentsGivesBackWhatWasWritten_everyBlockObservedWholeAtItsOffset() }
    func test_contentsObserved_refusesWhatContentsRefuses() throws { try assertObservedContentsRefusesWhatContentsRefuses() }
    func test_contentsObserved_aPartGivenBackLeavesTheRestAsRead() throws { try assertObservedContents_aPartGivenBackLeavesTheRestAsRead() }
    func test_writeCacheInPieces_replacesTheFileWithThePiecesAtTheirOffsets_zerosBetween() throws { try assertWriteCacheInPiecesReplacesTheFileWithThePiecesAtTheirOffsets_zerosBetween() }
    func test_writeCacheInPieces_thatThrowsLeavesTheFileAsItWasAndNoTemporaryFile() throws { try assertWriteCacheInPiecesThatThrowsLeavesTheFileAsItWasAndNoTemporaryFile() }
    func test_openForReading_isNilOnAMissingFile() throws { try assertOpenForReadingIsNilOnAMissingFile() }
    func test_openForReading_readsAtAnyOffsetShortAtTheEndAndNoneAfter() throws { try assertOpenedFileReadsAtAnyOffsetShortAtTheEndAndNoneAfter() }
    func test_openForReading_refusesAFolderAndAFIFO() throws { try assertOpenForReadingRefusesAFolderAndAFIFO() }
    func test_openForReading_keepsReadingItsFileAfterAnotherIsRenamedOverIt() throws { try assertOpenedFileKeepsReadingItsFileAfterAnotherIsRenamedOverIt() }
    func test_openForReading_readsComeBackShortAfterTheFileIsCutShortInPlace() throws { try assertOpenedFileReadsComeBackShortAfterTheFileIsCutShortInPlace() }
    func test_identity_isNilOnAMissingFileAFolderAndAFIFO() throws { try assertIdentityIsNilOnAMissingFileAFolderAndAFIFO() }
    func test_identity_changesWhenTheFileIsEditedInPlaceOrReplaced() throws { try assertIdentityChangesWhenTheFileIsEditedInPlaceOrReplaced() }
    func test_writeAtomically_replacesTheWholeFileWithAnotherOne() throws { try assertWriteAtomicallyReplacesTheWholeFileWithAnotherOne() }
    func test_writeAtomicallyNotDurable_replacesTheFileAlike() throws { try assertWriteAtomicallyWithoutWaitingForTheDiskReplacesTheFileAlike() }
    func test_writeAtomically_makesTheFoldersThatAreMissing() throws { try assertWriteAtomicallyMakesTheFoldersThatAreMissing() }
    func test_writeAtomically_refusesAFolderAndAPathUnderAFileLeavingEveryFileAsItWas() throws { try assertWriteAtomicallyRefusesAFolderAndAPathUnderAFileLeavingEveryFileAsItWas() }
    func test_writeAtomically_whoseFolderCannotBeSyncedLeavesTheNewFileInPlaceAndSaysSo() throws { try assertWriteAtomicallyWhoseFolderCannotBeSyncedLeavesTheNewFileInPlaceAndSaysSo() }
    func test_append_startingAFileWhoseFolderCannotBeSyncedFailsAsAnyFailure() throws { try assertAppendStartingAFileWhoseFolderCannotBeSyncedFailsAsAnyFailure() }
    func test_append_afterBytesItKeepsNeedsNoSyncOfTheFolder() throws { try assertAppendAfterBytesItKeepsNeedsNoSyncOfTheFolder() }
    func test_append_createsAMissingFileAndItsFoldersAfterNoBytes() throws { try assertAppendCreatesAMissingFileAndItsFoldersAfterNoBytes() }
    func test_append_writesAfterTheBytesKeptDroppingWhatFollowedThemInTheSameFile() throws { try assertAppendWritesAfterTheBytesKeptDroppingWhatFollowedThemInTheSameFile() }
    func test_append_ofNoBytesCutsTheFileToTheBytesKept() throws { try assertAppendOfNoBytesCutsTheFileToTheBytesKept() }
    func test_append_refusesAFileShorterThanTheBytesToKeepOrAMissingOneChangingNothing() throws { try assertAppendRefusesAFileShorterThanTheBytesToKeepOrAMissingOneChangingNothing() }
    func test_append_refusesAFolderAFIFOAndAPathUnderAFileLeavingEveryFileAsItWas() throws { try assertAppendRefusesAFolderAFIFOAndAPathUnderAFileLeavingEveryFileAsItWas() }
    func test_removeFile_removesAFileAndPassesOverAMissingOneAndAFolder() throws { try assertRemoveFileRemovesAFileAndPassesOverAMissingOneAndAFolder() }
    func test_removeAbandonedTemporaryFiles_removesThoseWhoseWriterIsGoneAndNothingElse() throws { try assertRemoveAbandonedTemporaryFilesRemovesThoseWhoseWriterIsGoneAndNothingElse() }
    func test_setModificationTime_setsItLeavingTheFileAsItWas() throws { try assertSetModificationTimeSetsItLeavingTheFileAsItWas() }
    func test_setModificationTime_toNowMakesItTheChangeTime() throws { try assertSetModificationTimeToNowMakesItTheChangeTime() }
    func test_setModificationTime_refusesAMissingFileMakingNone() throws { try assertSetModificationTimeRefusesAMissingFileMakingNone() }
    func test_withExclusiveLock_runsTheBodyAndGivesBackWhatItReturnedOrThrew() async throws { try await assertLockRunsTheBodyAndGivesBackWhatItReturnedOrThrew() }
    func test_withExclusiveLock_isNotHeldUpByAnotherFilesLock() async throws { try await assertLockOfOnePathIsNotHeldUpByAnothersLock() }
    func test_withExclusiveLock_waitsForAnotherHolderAndRunsTheBodyOnceItLetsGo() async throws { try await assertLockWaitsForAnotherHolderAndRunsTheBodyOnceItLetsGo() }
    func test_withExclusiveLock_givesUpWithoutRunningTheBodyWhenAnotherHolderKeepsIt() async throws { try await assertLockGivesUpWithoutRunningTheBodyWhenAnotherHolderKeepsIt() }
    func test_withExclusiveLock_stopsWaitingWhenItsTaskIsCancelled() async throws { try await assertLockStopsWaitingWithoutRunningTheBodyWhenItsTaskIsCancelled() }
    func test_withExclusiveLock_refusesAFolderAndAPathUnderAFileWithoutRunningTheBody() async throws { try await assertLockRefusesAFolderAndAPathUnderAFileWithoutRunningTheBody() }
    func test_checkCanSave_passesWithoutWaitingForAHeldLock() throws { try assertCheckCanSavePassesWithoutWaitingForAHeldLock() }
    func test_checkCanSave_refusesAFolderAndAPathUnderAFile() throws { try assertCheckCanSaveRefusesAFolderAndAPathUnderAFile() }
    func test_checkCanSave_makesNoFileAndNoFolder() throws { try assertCheckCanSaveMakesNoFileAndNoFolder() }
}
