/// The letters the search rule reads as others where the standard library cannot say so. Swift 6.3 gives every
/// scalar's case mappings (`Unicode.Scalar.Properties`) but no public canonical or compatibility decomposition, so the
/// letters that decompose into a letter and accents, a few symbols written as another with a mark, and the half- and
/// full-width forms are listed here, read as Foundation's folding reads them (`CatalogueSearchMatchesFoundationTests`
/// holds every Unicode scalar to that).
enum FoldedLetters {
    /// The usual form of `scalar` when it is a half- or full-width form (the Halfwidth and Fullwidth Forms block,
    /// U+FF00 to U+FFEF); else nil.
    static func usualWidth(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard (0xFF00...0xFFEF).contains(scalar.value) else { return nil }
        return usualWidths[scalar]
    }

    /// The letter beneath `letter` when it is an accented letter in lower case, or what a symbol written with a mark
    /// reads as; else nil. No ASCII character is either.
    static func unaccented(_ letter: Unicode.Scalar) -> [Unicode.Scalar]? {
        guard !letter.isASCII else { return nil }
        return unaccentedLetters[letter]
    }

    private static let unaccentedLetters: [Unicode.Scalar: [Unicode.Scalar]] = {
        var table: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        table.reserveCapacity(450)
        for (letter, accented) in accentedLetters + markedSymbols {
            for form in accented.unicodeScalars {
                table[form] = Array(letter.unicodeScalars)
            }
        }
        return table
    }()

    private static let usualWidths: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        table.reserveCapacity(240)
        // ASCII's printable characters, U+0021 to U+007E, have full-width forms from U+FF01 on.
        for usual in UInt8(0x21)...0x7E {
            if let wide = Unicode.Scalar(UInt32(usual) + 0xFEE0) { table[wide] = Unicode.Scalar(usual) }
        }
        for (forms, usual) in widthForms {
            for (form, usual) in zip(forms.unicodeScalars, usual.unicodeScalars) {
                table[form] = usual
            }
        }
        return table
    }()

    /// Latin, Greek and Cyrillic letters in lower case, each with the accented forms that read as it.
    private static let accentedLetters: [(letter: String, accented: String)] = [
        ("a", "àáâãäåāăąǎǟǡǻȁȃȧḁạảấầẩẫậắằẳẵặ"),
        ("b", "ḃḅḇ"),
        ("c", "çćĉċčḉ"),
        ("d", "ďḋḍḏḑḓ"),
        ("e", "èéêëēĕėęěȅȇȩḕḗḙḛḝẹẻẽếềểễệ"),
        ("f", "ḟ"),
        ("g", "ĝğġģǧǵḡ"),
        ("h", "ĥȟḣḥḧḩḫẖ"),
        ("i", "ìíîïĩīĭįǐȉȋḭḯỉị"),
        ("j", "ĵǰ"),
        ("k", "ķǩḱḳḵ"),
        ("l", "ĺļľḷḹḻḽ"),
        ("m", "ḿṁṃ"),
        ("n", "ñńņňǹṅṇṉṋ"),
        ("o", "òóôõöōŏőơǒǫǭȍȏȫȭȯȱṍṏṑṓọỏốồổỗộớờởỡợ"),
        ("p", "ṕṗ"),
        ("r", "ŕŗřȑȓṙṛṝṟ"),
        ("s", "śŝşšșṡṣṥṧṩẛ"),
        ("t", "ţťțṫṭṯṱẗ"),
        ("u", "ùúûüũūŭůűųưǔǖǘǚǜȕȗṳṵṷṹṻụủứừửữự"),
        ("v", "ṽṿ"),
        ("w", "ŵẁẃẅẇẉẘ"),
        ("x", "ẋẍ"),
        ("y", "ýÿŷȳẏẙỳỵỷỹ"),
        ("z", "źżžẑẓẕ"),
        ("æ", "ǣǽ"),
        ("ø", "ǿ"),
        ("ʒ", "ǯ"),
        ("α", "άἀἁἂἃἄἅἆἇὰάᾀᾁᾂᾃᾄᾅᾆᾇᾰᾱᾲᾳᾴᾶᾷ"),
        ("ε", "έἐἑἒἓἔἕὲέ"),
        ("η", "ήἠἡἢἣἤἥἦἧὴήᾐᾑᾒᾓᾔᾕᾖᾗῂῃῄῆῇ"),
        ("ι", "ΐίϊἰἱἲἳἴἵἶἷὶίιῐῑῒΐῖῗ"),
        ("ο", "όὀὁὂὃὄὅὸό"),
        ("ρ", "ῤῥ"),
        ("υ", "ΰϋύὐὑὒὓὔὕὖὗὺύῠῡῢΰῦῧ"),
        ("ω", "ώὠὡὢὣὤὥὦὧὼώᾠᾡᾢᾣᾤᾥᾦᾧῲῳῴῶῷ"),
        ("ϒ", "ϓϔ"),
        ("а", "ӑӓ"),
        ("г", "ѓ"),
        ("е", "ѐёӗ"),
        ("ж", "ӂӝ"),
        ("з", "ӟ"),
        ("и", "йѝӣӥ"),
        ("к", "ќ"),
        ("о", "ӧ"),
        ("у", "ўӯӱӳ"),
        ("ч", "ӵ"),
        ("ы", "ӹ"),
        ("э", "ӭ"),
        ("і", "ї"),
        ("ѵ", "ѷ"),
        ("ә", "ӛ"),
        ("ө", "ӫ"),
    ]

    /// Symbols and marks that Unicode writes as another (a negated sign is the sign with a slash through it).
    private static let markedSymbols: [(letter: String, accented: String)] = [
        ("\u{300}", "\u{340}"),
        ("\u{301}", "\u{341}"),
        ("\u{313}", "\u{343}"),
        ("\u{308}", "\u{344}"),
        (";", "\u{37E}"),
        ("\u{2B9}", "\u{374}"),
        ("¨", "΅"),
        ("·", "\u{387}"),
        ("¨", "῁"),
        ("¨", "῭"),
        ("¨", "΅"),
        ("`", "`"),
        ("´", "´"),
        ("=", "≠"),
        ("<", "≮"),
        (">", "≯"),
    ]

    /// The half- and full-width forms beyond ASCII's (brackets, katakana, Hangul, signs), each one for one with the form
    /// it stands for.
    private static let widthForms: [(forms: String, usual: String)] = [
        ("｟｠｡｢｣､･", "⦅⦆。「」、・"),
        ("ｦｧｨｩｪｫｬｭｮｯｰ", "ヲァィゥェォャュョッー"),
        ("ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ", "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"),
        ("\u{FF9E}\u{FF9F}", "\u{3099}\u{309A}"),
        ("\u{FFA0}ﾡﾢﾣﾤﾥﾦﾧﾨﾩ", "\u{1160}ᄀᄁ\u{11AA}ᄂ\u{11AC}\u{11AD}ᄃᄄᄅ"),
        ("ﾪﾫﾬﾭﾮﾯ", "\u{11B0}\u{11B1}\u{11B2}\u{11B3}\u{11B4}\u{11B5}"),
        ("ﾰﾱﾲﾳﾴﾵﾶﾷﾸﾹﾺﾻﾼﾽﾾ", "ᄚᄆᄇᄈᄡᄉᄊᄋᄌᄍᄎᄏᄐᄑᄒ"),
        ("ￂￃￄￅￆￇ", "\u{1161}\u{1162}\u{1163}\u{1164}\u{1165}\u{1166}"),
        ("ￊￋￌￍￎￏ", "\u{1167}\u{1168}\u{1169}\u{116A}\u{116B}\u{116C}"),
        ("ￒￓￔￕￖￗ", "\u{116D}\u{116E}\u{116F}\u{1170}\u{1171}\u{1172}"),
        ("ￚￛￜ", "\u{1173}\u{1174}\u{1175}"),
        ("￠￡￢￤￥￦￨￩￪￫￬￭￮", "¢£¬¦¥₩│←↑→↓■○"),
    ]
}
