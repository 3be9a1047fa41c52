"""How documents in other languages name countries, nationalities and currencies: a table for
``pipeline.countries``' index.

European and Latin American bank forms print the country and the nationality in their own
language ("Nationalité : française", "Staatsangehörigkeit: deutsch", "Nacionalidad: ESPAÑOLA",
"obywatelstwo polskie"). For each country of ``pipeline.countries.DEMONYMS``, and per language,
the country's name(s) and the nationality adjective: masculine, feminine and, where a form's
field uses another form, that one too (Dutch "Nederlandse", the form of "Nederlandse
nationaliteit"). Forms are stored accented, as written; ``pipeline.countries`` also indexes them
unaccented and upper-cased ("ESPANOLA"). English entries of the index always win.

Shorthand, so the table stays a table: in German and Polish a lower-case entry is an adjective in
its base form, and ``country_forms`` adds the inflected forms a form prints (German +e, +er:
"deutsch", "deutsche", "deutscher"; Polish -i -> -a, -ie: "polski", "polska", "polskie"). German
entries are also indexed with umlauts written out ("Oesterreich"), as upper-case forms print them.

Left out on purpose (``EXCLUDED`` says why): a form that is another country's or several
countries' nationality ("coreano": South or North Korea; "dominicana": Dominican Republic or
Dominica), or a common word of English or of the documents' languages ("Island", "Chili",
"Pools", "gana"). Kept although they are also people's names, since nationality fields print
them and a label is near ("Tedesco", "Greco", "Giordano", "Frans", "Dania"); kept although a
rare word elsewhere ("Polen", Spanish "pollen"; "Catar", Spanish "to taste").
"""
from __future__ import annotations

from typing import Iterator

# language -> alpha-3 -> "name|adjective|...": country names first, then adjective forms.
COUNTRY_NAMES: dict[str, dict[str, str]] = {
    "fr": {
        "SWE": "Suède|suédois|suédoise", "NOR": "Norvège|norvégien|norvégienne",
        "DNK": "Danemark|danois|danoise", "FIN": "Finlande|finlandais|finlandaise",
        "ISL": "Islande|islandais|islandaise", "DEU": "Allemagne|allemand|allemande",
        "FRA": "France|français|française", "ITA": "Italie|italien|italienne",
        "ESP": "Espagne|espagnol|espagnole", "PRT": "Portugal|portugais|portugaise",
        "NLD": "Pays-Bas|néerlandais|néerlandaise|hollandais|hollandaise", "BEL": "Belgique|belge",
        "LUX": "Luxembourg|luxembourgeois|luxembourgeoise", "CHE": "Suisse|suissesse",
        "AUT": "Autriche|autrichien|autrichienne", "IRL": "Irlande|irlandais|irlandaise",
        "GBR": "Royaume-Uni|Grande-Bretagne|britannique", "POL": "Pologne|polonais|polonaise",
        "CZE": "Tchéquie|République tchèque|tchèque", "SVK": "Slovaquie|slovaque",
        "HUN": "Hongrie|hongrois|hongroise", "ROU": "Roumanie|roumain|roumaine",
        "BGR": "Bulgarie|bulgare", "GRC": "Grèce|grec|grecque", "HRV": "Croatie|croate",
        "SVN": "Slovénie|slovène", "EST": "Estonie|estonien|estonienne", "LVA": "Lettonie|letton|lettone",
        "LTU": "Lituanie|lituanien|lituanienne", "UKR": "Ukraine|ukrainien|ukrainienne",
        "TUR": "Turquie|turc|turque", "CYP": "Chypre|chypriote|cypriote", "MLT": "Malte|maltais|maltaise",
        "USA": "États-Unis|États-Unis d'Amérique|américain|américaine",
        "CAN": "Canada|canadien|canadienne", "MEX": "Mexique|mexicain|mexicaine",
        "BRA": "Brésil|brésilien|brésilienne", "ARG": "Argentine|argentin",
        "CHL": "chilien|chilienne",  # "Chili": the English "chili"
        "COL": "Colombie|colombien|colombienne", "PER": "Pérou|péruvien|péruvienne",
        "SGP": "Singapour|singapourien|singapourienne", "MYS": "Malaisie|malaisien|malaisienne|malaysien|malaysienne",
        "IDN": "Indonésie|indonésien|indonésienne", "THA": "Thaïlande|thaïlandais|thaïlandaise",
        "VNM": "Viêt Nam|vietnamien|vietnamienne", "PHL": "Philippines|philippin|philippine",
        "CHN": "Chine|chinois|chinoise", "HKG": "Hong Kong|hongkongais|hongkongaise",
        "JPN": "Japon|japonais|japonaise", "KOR": "Corée du Sud|sud-coréen|sud-coréenne",
        "IND": "Inde|indien|indienne", "PAK": "Pakistan|pakistanais|pakistanaise",
        "BGD": "Bangladesh|bangladais|bangladaise", "LKA": "Sri Lanka|sri-lankais|sri-lankaise",
        "AUS": "Australie|australien|australienne", "NZL": "Nouvelle-Zélande|néo-zélandais|néo-zélandaise",
        "ZAF": "Afrique du Sud|sud-africain|sud-africaine", "NGA": "Nigéria|nigérian|nigériane",
        "KEN": "Kenya|kényan|kényane", "EGY": "Égypte|égyptien|égyptienne", "MAR": "Maroc|marocain|marocaine",
        "GHA": "Ghana|ghanéen|ghanéenne", "ARE": "Émirats arabes unis|émirien|émirienne|émirati|émiratie",
        "SAU": "Arabie saoudite|saoudien|saoudienne", "QAT": "Qatar|qatarien|qatarienne|qatarie",
        "ISR": "Israël|israélien|israélienne", "JOR": "Jordanie|jordanien|jordanienne",
        "KWT": "Koweït|koweïtien|koweïtienne", "BHR": "Bahreïn|bahreïnien|bahreïnienne",
        "OMN": "Oman|omanais|omanaise",
    },
    "de": {  # lower case: an adjective, inflected by country_forms
        "SWE": "Schweden|schwedisch", "NOR": "Norwegen|norwegisch", "DNK": "Dänemark|dänisch",
        "FIN": "Finnland|finnisch|finnländisch",
        "ISL": "isländisch",  # "Island": the English "island"
        "DEU": "Deutschland|Bundesrepublik Deutschland|deutsch", "FRA": "Frankreich|französisch",
        "ITA": "Italien|italienisch", "ESP": "Spanien|spanisch", "PRT": "Portugal|portugiesisch",
        "NLD": "Niederlande|niederländisch|holländisch", "BEL": "Belgien|belgisch", "LUX": "Luxemburg|luxemburgisch",
        "CHE": "Schweiz|Schweizer|schweizerisch", "AUT": "Österreich|österreichisch", "IRL": "Irland|irisch",
        "GBR": "Vereinigtes Königreich|Großbritannien|britisch", "POL": "Polen|polnisch",
        "CZE": "Tschechien|Tschechische Republik|tschechisch", "SVK": "Slowakei|slowakisch",
        "HUN": "Ungarn|ungarisch", "ROU": "Rumänien|rumänisch", "BGR": "Bulgarien|bulgarisch",
        "GRC": "Griechenland|griechisch", "HRV": "Kroatien|kroatisch", "SVN": "Slowenien|slowenisch",
        "EST": "Estland|estnisch", "LVA": "Lettland|lettisch", "LTU": "Litauen|litauisch",
        "UKR": "Ukraine|ukrainisch", "TUR": "Türkei|türkisch", "CYP": "Zypern|zyprisch", "MLT": "Malta|maltesisch",
        "USA": "Vereinigte Staaten|Vereinigte Staaten von Amerika|amerikanisch|US-amerikanisch",
        "CAN": "Kanada|kanadisch", "MEX": "Mexiko|mexikanisch", "BRA": "Brasilien|brasilianisch",
        "ARG": "Argentinien|argentinisch", "CHL": "Chile|chilenisch", "COL": "Kolumbien|kolumbianisch",
        "PER": "Peru|peruanisch", "SGP": "Singapur|singapurisch", "MYS": "Malaysia|malaysisch",
        "IDN": "Indonesien|indonesisch", "THA": "Thailand|thailändisch", "VNM": "Vietnam|vietnamesisch",
        "PHL": "Philippinen|philippinisch", "CHN": "China|chinesisch", "HKG": "Hongkong",
        "JPN": "Japan|japanisch", "KOR": "Südkorea|südkoreanisch",
        "IND": "Indien|indisch",  # Dutch "Indisch" (of the Dutch East Indies) is no nationality a form prints
        "PAK": "Pakistan|pakistanisch", "BGD": "Bangladesch|bangladeschisch", "LKA": "Sri Lanka|sri-lankisch",
        "AUS": "Australien|australisch", "NZL": "Neuseeland|neuseeländisch", "ZAF": "Südafrika|südafrikanisch",
        "NGA": "Nigeria|nigerianisch", "KEN": "Kenia|kenianisch", "EGY": "Ägypten|ägyptisch",
        "MAR": "Marokko|marokkanisch", "GHA": "Ghana|ghanaisch", "ARE": "Vereinigte Arabische Emirate|emiratisch",
        "SAU": "Saudi-Arabien|saudi-arabisch|saudisch", "QAT": "Katar|katarisch", "ISR": "Israel|israelisch",
        "JOR": "Jordanien|jordanisch", "KWT": "Kuwait|kuwaitisch", "BHR": "Bahrain|bahrainisch", "OMN": "Oman|omanisch",
    },
    "es": {
        "SWE": "Suecia|sueco|sueca", "NOR": "Noruega|noruego", "DNK": "Dinamarca|danés|danesa",
        "FIN": "Finlandia|finlandés|finlandesa", "ISL": "Islandia|islandés|islandesa",
        "DEU": "Alemania|alemán|alemana", "FRA": "Francia|francés|francesa", "ITA": "Italia|italiano|italiana",
        "ESP": "España|español|española", "PRT": "Portugal|portugués|portuguesa",
        "NLD": "Países Bajos|Holanda|neerlandés|neerlandesa|holandés|holandesa", "BEL": "Bélgica|belga",
        "LUX": "Luxemburgo|luxemburgués|luxemburguesa", "CHE": "Suiza|suizo",
        "AUT": "Austria|austriaco|austriaca|austríaco|austríaca", "IRL": "Irlanda|irlandés|irlandesa",
        "GBR": "Reino Unido|Gran Bretaña|británico|británica", "POL": "Polonia|polaco|polaca",
        "CZE": "Chequia|República Checa|checo|checa", "SVK": "Eslovaquia|eslovaco|eslovaca",
        "HUN": "Hungría|húngaro|húngara", "ROU": "Rumanía|Rumania|rumano|rumana", "BGR": "Bulgaria|búlgaro|búlgara",
        "GRC": "Grecia|griego|griega", "HRV": "Croacia|croata", "SVN": "Eslovenia|esloveno|eslovena",
        "EST": "Estonia|estonio", "LVA": "Letonia|letón|letona", "LTU": "Lituania|lituano|lituana",
        "UKR": "Ucrania|ucraniano|ucraniana", "TUR": "Turquía|turco|turca", "CYP": "Chipre|chipriota",
        "MLT": "Malta|maltés|maltesa",
        "USA": "Estados Unidos|Estados Unidos de América|EE. UU.|EE.UU.|estadounidense",
        "CAN": "Canadá|canadiense", "MEX": "México|Méjico|mexicano|mexicana", "BRA": "Brasil|brasileño|brasileña",
        "ARG": "Argentina|argentino", "CHL": "Chile|chileno|chilena", "COL": "Colombia|colombiano|colombiana",
        "PER": "Perú|peruano|peruana", "SGP": "Singapur|singapurense", "MYS": "Malasia|malasio",
        "IDN": "Indonesia|indonesio", "THA": "Tailandia|tailandés|tailandesa", "VNM": "Vietnam|vietnamita",
        "PHL": "Filipinas|filipino|filipina", "CHN": "China|chino", "HKG": "Hong Kong|hongkonés|hongkonesa",
        "JPN": "Japón|japonés|japonesa", "KOR": "Corea del Sur|surcoreano|surcoreana", "IND": "India|indio",
        "PAK": "Pakistán|pakistaní", "BGD": "Bangladés|bangladesí",
        "LKA": "Sri Lanka|esrilanqués|esrilanquesa|ceilanés|ceilanesa",
        "AUS": "Australia|australiano|australiana", "NZL": "Nueva Zelanda|neozelandés|neozelandesa",
        "ZAF": "Sudáfrica|sudafricano|sudafricana", "NGA": "Nigeria|nigeriano|nigeriana",
        "KEN": "Kenia|keniano|keniana|keniata", "EGY": "Egipto|egipcio|egipcia", "MAR": "Marruecos|marroquí",
        "GHA": "ghanés|ghanesa",  # "Gana": "he earns", in every income statement
        "ARE": "Emiratos Árabes Unidos|emiratí", "SAU": "Arabia Saudita|Arabia Saudí|saudí|saudita",
        "QAT": "Catar|catarí|qatarí", "ISR": "Israel|israelí", "JOR": "Jordania|jordano|jordana",
        "KWT": "Kuwait|kuwaití", "BHR": "Baréin|Bahréin|bareiní|bahreiní", "OMN": "Omán|omaní",
    },
    "it": {
        "SWE": "Svezia|svedese", "NOR": "Norvegia|norvegese", "DNK": "Danimarca|danese",
        "FIN": "Finlandia|finlandese", "ISL": "Islanda|islandese", "DEU": "Germania|tedesco|tedesca",
        "FRA": "Francia|francese", "ITA": "Italia|italiano|italiana", "ESP": "Spagna|spagnolo|spagnola",
        "PRT": "Portogallo|portoghese", "NLD": "Paesi Bassi|Olanda|olandese|neerlandese", "BEL": "Belgio|belga",
        "LUX": "Lussemburgo|lussemburghese", "CHE": "Svizzera|svizzero", "AUT": "Austria|austriaco|austriaca",
        "IRL": "Irlanda|irlandese", "GBR": "Regno Unito|Gran Bretagna|britannico|britannica",
        "POL": "Polonia|polacco|polacca", "CZE": "Cechia|Repubblica Ceca|ceco|ceca",
        "SVK": "Slovacchia|slovacco|slovacca", "HUN": "Ungheria|ungherese", "ROU": "Romania|rumeno|rumena|romeno|romena",
        "BGR": "Bulgaria|bulgaro|bulgara", "GRC": "Grecia|greco|greca", "HRV": "Croazia|croato|croata",
        "SVN": "Slovenia|sloveno|slovena", "EST": "Estonia|estone", "LVA": "Lettonia|lettone",
        "LTU": "Lituania|lituano|lituana", "UKR": "Ucraina|ucraino", "TUR": "Turchia|turco|turca",
        "CYP": "Cipro|cipriota", "MLT": "Malta|maltese", "USA": "Stati Uniti|Stati Uniti d'America|statunitense",
        "CAN": "Canada|canadese", "MEX": "Messico|messicano|messicana", "BRA": "Brasile|brasiliano|brasiliana",
        "ARG": "Argentina|argentino", "CHL": "Cile|cileno|cilena", "COL": "Colombia|colombiano|colombiana",
        "PER": "Perù|peruviano|peruviana", "SGP": "Singapore|singaporiano|singaporiana",
        "MYS": "Malaysia|malese|malaysiano|malaysiana", "IDN": "Indonesia|indonesiano|indonesiana",
        "THA": "Thailandia|thailandese|tailandese", "VNM": "Vietnam|vietnamita",
        "PHL": "Filippine|filippino|filippina", "CHN": "Cina|cinese", "HKG": "Hong Kong|hongkonghese",
        "JPN": "Giappone|giapponese", "KOR": "Corea del Sud|sudcoreano|sudcoreana",
        "IND": "India|indiano",  # "indiana": also the US state, in addresses
        "PAK": "Pakistan|pakistano|pakistana", "BGD": "Bangladesh|bangladese", "LKA": "Sri Lanka|srilankese",
        "AUS": "Australia|australiano|australiana", "NZL": "Nuova Zelanda|neozelandese",
        "ZAF": "Sudafrica|sudafricano|sudafricana", "NGA": "Nigeria|nigeriano|nigeriana",
        "KEN": "Kenya|keniota|keniano|keniana", "EGY": "Egitto|egiziano|egiziana",
        "MAR": "Marocco|marocchino|marocchina", "GHA": "Ghana|ghanese",
        "ARE": "Emirati Arabi Uniti|emiratino|emiratina", "SAU": "Arabia Saudita|saudita", "QAT": "Qatar|qatariota",
        "ISR": "Israele|israeliano|israeliana", "JOR": "Giordania|giordano|giordana",
        "KWT": "Kuwait|kuwaitiano|kuwaitiana", "BHR": "Bahrein|bahreinita", "OMN": "Oman|omanita",
    },
    "pt": {
        "SWE": "Suécia|sueco|sueca", "NOR": "Noruega|norueguês|norueguesa", "DNK": "Dinamarca|dinamarquês|dinamarquesa",
        "FIN": "Finlândia|finlandês|finlandesa", "ISL": "Islândia|islandês|islandesa", "DEU": "Alemanha|alemão|alemã",
        "FRA": "França|francês|francesa", "ITA": "Itália|italiano|italiana", "ESP": "Espanha|espanhol|espanhola",
        "PRT": "Portugal|português|portuguesa",
        "NLD": "Países Baixos|Holanda|neerlandês|neerlandesa|holandês|holandesa", "BEL": "Bélgica|belga",
        "LUX": "Luxemburgo|luxemburguês|luxemburguesa", "CHE": "Suíça|suíço", "AUT": "Áustria|austríaco|austríaca",
        "IRL": "Irlanda|irlandês|irlandesa", "GBR": "Reino Unido|Grã-Bretanha|britânico|britânica",
        "POL": "Polónia|Polônia|polaco|polaca|polonês|polonesa",
        "CZE": "Chéquia|República Checa|República Tcheca|checo|checa|tcheco|tcheca",
        "SVK": "Eslováquia|eslovaco|eslovaca", "HUN": "Hungria|húngaro|húngara", "ROU": "Roménia|Romênia|romeno|romena",
        "BGR": "Bulgária|búlgaro|búlgara", "GRC": "Grécia|grego|grega", "HRV": "Croácia|croata",
        "SVN": "Eslovénia|Eslovênia|esloveno|eslovena", "EST": "Estónia|Estônia|estónio|estoniano|estoniana",
        "LVA": "Letónia|Letônia|letão|letã", "LTU": "Lituânia|lituano|lituana", "UKR": "Ucrânia|ucraniano|ucraniana",
        "TUR": "Turquia|turco|turca", "CYP": "Chipre|cipriota", "MLT": "Malta|maltês|maltesa",
        "USA": "Estados Unidos|Estados Unidos da América|estadunidense",
        "CAN": "Canadá|canadense|canadiano|canadiana", "MEX": "México|mexicano|mexicana",
        "BRA": "Brasil|brasileiro|brasileira", "ARG": "Argentina|argentino", "CHL": "Chile|chileno|chilena",
        "COL": "Colômbia|colombiano|colombiana", "PER": "Peru|peruano|peruana",
        "SGP": "Singapura|singapurense|singapuriano|singapuriana", "MYS": "Malásia|malásio",
        "IDN": "Indonésia|indonésio", "THA": "Tailândia|tailandês|tailandesa", "VNM": "Vietname|Vietnã|vietnamita",
        "PHL": "Filipinas|filipino|filipina", "CHN": "China|chinês|chinesa", "HKG": "Hong Kong|honconguês|honconguesa",
        "JPN": "Japão|japonês|japonesa", "KOR": "Coreia do Sul|sul-coreano|sul-coreana",
        "IND": "Índia|indiano",  # "indiana": also the US state
        "PAK": "Paquistão|paquistanês|paquistanesa", "BGD": "Bangladesh|bangladeshiano|bangladeshiana",
        "LKA": "Sri Lanka|srilanquês|srilanquesa", "AUS": "Austrália|australiano|australiana",
        "NZL": "Nova Zelândia|neozelandês|neozelandesa", "ZAF": "África do Sul|sul-africano|sul-africana",
        "NGA": "Nigéria|nigeriano|nigeriana", "KEN": "Quénia|Quênia|queniano|queniana",
        "EGY": "Egito|Egipto|egípcio|egípcia", "MAR": "Marrocos|marroquino|marroquina",
        "GHA": "ganês|ganesa",  # "Gana": see Spanish
        "ARE": "Emirados Árabes Unidos|emiradense|emiratense", "SAU": "Arábia Saudita|saudita",
        "QAT": "catariano|catariana", "ISR": "Israel|israelense", "JOR": "Jordânia|jordaniano|jordaniana",
        "KWT": "Kuwait|Kuweit|kuwaitiano|kuwaitiana", "BHR": "Bahrein|Barém|bareinita|bahreinita",
        "OMN": "omanense",  # "Omã": unaccented "OMA", a three-letter word read as a code
    },
    "nl": {  # the adjective and its -e form ("Nederlandse nationaliteit")
        "SWE": "Zweden|Zweeds|Zweedse", "NOR": "Noorwegen|Noors|Noorse", "DNK": "Denemarken|Deens|Deense",
        "FIN": "Finland|Finse",  # "Fins": the English "fins"
        "ISL": "IJsland|IJslands|IJslandse", "DEU": "Duitsland|Duits|Duitse", "FRA": "Frankrijk|Frans|Franse",
        "ITA": "Italië|Italiaans|Italiaanse", "ESP": "Spanje|Spaans|Spaanse", "PRT": "Portugal|Portugees|Portugese",
        "NLD": "Nederland|Nederlands|Nederlandse", "BEL": "België|Belgisch|Belgische",
        "LUX": "Luxemburg|Luxemburgs|Luxemburgse", "CHE": "Zwitserland|Zwitsers|Zwitserse",
        "AUT": "Oostenrijk|Oostenrijks|Oostenrijkse", "IRL": "Ierland|Iers|Ierse",
        "GBR": "Verenigd Koninkrijk|Groot-Brittannië|Brits|Britse",
        "POL": "Polen|Poolse",  # "Pools": the English "pools"
        "CZE": "Tsjechië|Tsjechisch|Tsjechische", "SVK": "Slowakije|Slowaaks|Slowaakse",
        "HUN": "Hongarije|Hongaars|Hongaarse", "ROU": "Roemenië|Roemeens|Roemeense",
        "BGR": "Bulgarije|Bulgaars|Bulgaarse", "GRC": "Griekenland|Grieks|Griekse", "HRV": "Kroatië|Kroatisch|Kroatische",
        "SVN": "Slovenië|Sloveens|Sloveense", "EST": "Estland|Estisch|Estische|Ests|Estse",
        "LVA": "Letland|Letlands|Letlandse|Letse",  # "Lets": the English "lets"
        "LTU": "Litouwen|Litouws|Litouwse", "UKR": "Oekraïne|Oekraïens|Oekraïense", "TUR": "Turkije|Turks|Turkse",
        "CYP": "Cyprus|Cypriotisch|Cypriotische", "MLT": "Malta|Maltees|Maltese",
        "USA": "Verenigde Staten|Verenigde Staten van Amerika|Amerikaans|Amerikaanse",
        "CAN": "Canada|Canadees|Canadese", "MEX": "Mexico|Mexicaans|Mexicaanse", "BRA": "Brazilië|Braziliaans|Braziliaanse",
        "ARG": "Argentinië|Argentijns|Argentijnse",
        "CHL": "Chileens|Chileense",  # "Chili": the English "chili"
        "COL": "Colombia|Colombiaans|Colombiaanse", "PER": "Peru|Peruaans|Peruaanse",
        "SGP": "Singapore|Singaporees|Singaporese", "MYS": "Maleisië|Maleisisch|Maleisische",
        "IDN": "Indonesië|Indonesisch|Indonesische", "THA": "Thailand|Thais|Thaise", "VNM": "Vietnam|Vietnamees|Vietnamese",
        "PHL": "Filipijnen|Filipijns|Filipijnse", "CHN": "China|Chinees|Chinese", "HKG": "Hongkong|Hongkongs|Hongkongse",
        "JPN": "Japan|Japans|Japanse", "KOR": "Zuid-Korea|Zuid-Koreaans|Zuid-Koreaanse", "IND": "India|Indiaas|Indiase",
        "PAK": "Pakistan|Pakistaans|Pakistaanse", "BGD": "Bangladesh",  # "Bengalees": Bengal, India too
        "LKA": "Sri Lanka|Sri Lankaans|Sri Lankaanse", "AUS": "Australië|Australisch|Australische",
        "NZL": "Nieuw-Zeeland|Nieuw-Zeelands|Nieuw-Zeelandse", "ZAF": "Zuid-Afrika|Zuid-Afrikaans|Zuid-Afrikaanse",
        "NGA": "Nigeria|Nigeriaans|Nigeriaanse", "KEN": "Kenia|Keniaans|Keniaanse", "EGY": "Egypte|Egyptisch|Egyptische",
        "MAR": "Marokko|Marokkaans|Marokkaanse", "GHA": "Ghana|Ghanees|Ghanese",
        "ARE": "Verenigde Arabische Emiraten|Emiraats|Emiraatse",
        "SAU": "Saoedi-Arabië|Saoedisch|Saoedische|Saoedi-Arabisch|Saoedi-Arabische",
        "QAT": "Qatar|Qatarees|Qatarese|Katarees|Katarese", "ISR": "Israël|Israëlisch|Israëlische",
        "JOR": "Jordanië|Jordaans|Jordaanse", "KWT": "Koeweit|Koeweits|Koeweitse", "BHR": "Bahrein|Bahreins|Bahreinse",
        "OMN": "Oman|Omaans|Omaanse",
    },
    "pl": {  # lower case: an adjective (masculine), inflected by country_forms
        "SWE": "Szwecja|szwedzki", "NOR": "Norwegia|norweski", "DNK": "Dania|duński", "FIN": "Finlandia|fiński",
        "ISL": "Islandia|islandzki", "DEU": "Niemcy|niemiecki", "FRA": "Francja|francuski", "ITA": "Włochy|włoski",
        "ESP": "Hiszpania|hiszpański", "PRT": "Portugalia|portugalski",
        "NLD": "Holandia|Niderlandy|holenderski|niderlandzki", "BEL": "Belgia|belgijski",
        "LUX": "Luksemburg|luksemburski", "CHE": "Szwajcaria|szwajcarski", "AUT": "Austria|austriacki",
        "IRL": "Irlandia|irlandzki", "GBR": "Wielka Brytania|Zjednoczone Królestwo|brytyjski",
        "POL": "Polska|Rzeczpospolita Polska|polski", "CZE": "Czechy|czeski", "SVK": "Słowacja|słowacki",
        "HUN": "Węgry|węgierski", "ROU": "Rumunia|rumuński", "BGR": "Bułgaria|bułgarski", "GRC": "Grecja|grecki",
        "HRV": "Chorwacja|chorwacki", "SVN": "Słowenia|słoweński", "EST": "Estonia|estoński", "LVA": "Łotwa|łotewski",
        "LTU": "Litwa|litewski", "UKR": "Ukraina|ukraiński", "TUR": "Turcja|turecki", "CYP": "Cypr|cypryjski",
        "MLT": "Malta|maltański", "USA": "Stany Zjednoczone|Stany Zjednoczone Ameryki|amerykański",
        "CAN": "Kanada|kanadyjski", "MEX": "Meksyk|meksykański", "BRA": "Brazylia|brazylijski",
        "ARG": "Argentyna|argentyński", "CHL": "Chile|chilijski", "COL": "Kolumbia|kolumbijski",
        "PER": "Peru|peruwiański", "SGP": "Singapur|singapurski", "MYS": "Malezja|malezyjski",
        "IDN": "Indonezja|indonezyjski", "THA": "Tajlandia|tajlandzki|tajski", "VNM": "Wietnam|wietnamski",
        "PHL": "Filipiny|filipiński", "CHN": "Chiny|chiński", "HKG": "Hongkong|hongkoński",
        "JPN": "Japonia|japoński", "KOR": "Korea Południowa|południowokoreański",
        "IND": "indyjski",  # "Indie": the English "indie"
        "PAK": "Pakistan|pakistański", "BGD": "Bangladesz|banglijski|bangladeski",
        "LKA": "Sri Lanka|lankijski|lankański", "AUS": "Australia|australijski",
        "NZL": "Nowa Zelandia|nowozelandzki", "ZAF": "Republika Południowej Afryki|południowoafrykański",
        "NGA": "Nigeria|nigeryjski", "KEN": "Kenia|kenijski", "EGY": "Egipt|egipski", "MAR": "Maroko|marokański",
        "GHA": "Ghana|ghański", "ARE": "Zjednoczone Emiraty Arabskie|emiracki", "SAU": "Arabia Saudyjska|saudyjski",
        "QAT": "Katar|katarski", "ISR": "Izrael|izraelski", "JOR": "Jordania|jordański", "KWT": "Kuwejt|kuwejcki",
        "BHR": "Bahrajn|bahrajński", "OMN": "Oman|omański",
    },
}

# Countries outside DEMONYMS' list in the languages their own documents are written in: French for
# the Maghreb, West and Central Africa, the Indian Ocean, Lebanon and Haiti; Russian (and the
# Ukrainian, Kazakh and Serbian Cyrillic names) for the former Soviet states and the Balkans, with
# Russian names of the countries their documents most often name besides. Same format as
# COUNTRY_NAMES; no entry is inflected. Russian adjectives are listed in the masculine and feminine
# forms a nationality field prints ("гражданство: российское" is rare; the country is the norm).
REGIONAL_NAMES: dict[str, dict[str, str]] = {
    "fr": {
        "DZA": "Algérie|algérien|algérienne", "TUN": "Tunisie|tunisien|tunisienne",
        "MRT": "Mauritanie|mauritanien|mauritanienne", "SEN": "Sénégal|sénégalais|sénégalaise",
        "MLI": "malien|malienne", "BFA": "burkinabè|burkinabé", "CIV": "Côte d'Ivoire|ivoirien|ivoirienne",
        "GIN": "Guinée|guinéen|guinéenne", "BEN": "Bénin|béninois|béninoise", "TGO": "togolais|togolaise",
        "NER": "nigérien|nigérienne", "CMR": "Cameroun|camerounais|camerounaise", "GAB": "gabonais|gabonaise",
        "TCD": "Tchad|tchadien|tchadienne", "CAF": "République centrafricaine|centrafricain|centrafricaine",
        "GNQ": "Guinée équatoriale|équato-guinéen|équato-guinéenne", "MDG": "malgache",
        "COM": "Comores|comorien|comorienne", "DJI": "djiboutien|djiboutienne", "MUS": "mauricien|mauricienne",
        "RWA": "rwandais|rwandaise", "BDI": "burundais|burundaise", "LBN": "Liban|libanais|libanaise",
        "HTI": "Haïti|haïtien|haïtienne", "MCO": "monégasque", "SYR": "Syrie|syrien|syrienne",
    },
    "ru": {
        "RUS": "Россия|Российская Федерация|российский|российская",
        "UKR": "Украина|украинский|украинская|Україна|український|українська",
        "BLR": "Беларусь|Республика Беларусь|Белоруссия|белорусский|белорусская",
        "KAZ": "Казахстан|Республика Казахстан|казахстанский|казахстанская|Қазақстан|Қазақстан Республикасы",
        "UZB": "Узбекистан|Республика Узбекистан|узбекистанский|узбекский|узбекская",
        "KGZ": "Кыргызстан|Киргизия|Кыргызская Республика|кыргызский|киргизский|кыргызская",
        "TJK": "Таджикистан|таджикский|таджикская", "TKM": "Туркменистан|туркменский|туркменская",
        "ARM": "Армения|армянский|армянская", "AZE": "Азербайджан|азербайджанский|азербайджанская",
        "GEO": "Грузия|грузинский|грузинская", "MDA": "Молдова|Молдавия|молдавский|молдавская",
        "SRB": "Сербия|сербский|сербская|Србија|српски|српска",
        "DEU": "Германия|немецкий|немецкая", "CHN": "Китай|китайский|китайская", "TUR": "Турция|турецкий|турецкая",
        "ITA": "Италия|итальянский|итальянская", "FRA": "Франция|французский|французская",
        "GBR": "Великобритания|британский|британская", "IND": "Индия|индийский|индийская",
        "CHE": "Швейцария|швейцарский|швейцарская", "NLD": "Нидерланды|нидерландский|нидерландская",
        "ARE": "Объединённые Арабские Эмираты|Объединенные Арабские Эмираты", "ISR": "Израиль|израильский|израильская",
        "POL": "Польша|польский|польская", "LVA": "Латвия|латвийский|латвийская", "LTU": "Литва|литовский|литовская",
        "EST": "Эстония|эстонский|эстонская", "FIN": "Финляндия|финский|финская", "KOR": "Республика Корея|южнокорейский",
        "JPN": "Япония|японский|японская", "VNM": "Вьетнам|вьетнамский|вьетнамская", "IRN": "Иран|иранский|иранская",
        "AUT": "Австрия|австрийский|австрийская", "CYP": "Кипр|кипрский|кипрская",
    },
}

# Forms left out, and why (tests check that each reads as None or as its English meaning).
EXCLUDED: dict[str, str] = {
    "dominicana": "es/it/pt: Dominican Republic or Dominica", "dominicano": "Dominican Republic or Dominica",
    "coreano": "South or North Korea", "coreana": "South or North Korea", "coréen": "South or North Korea",
    "koreanisch": "South or North Korea", "Koreaans": "South or North Korea", "koreański": "South or North Korea",
    "Corea": "South or North Korea", "Corée": "South or North Korea", "Coreia": "South or North Korea",
    "americano": "es/it/pt: of the Americas as often as of the USA", "americana": "of the Americas",
    "norte-americano": "pt: of North America", "árabe": "any Arab country", "arabe": "any Arab country",
    "arabisch": "any Arab country", "bengalese": "it: Bengal, India or Bangladesh", "Bengalees": "nl: Bengal",
    "bengali": "Bengal", "singalese": "it: the Sinhalese people", "cingalês": "pt: the Sinhalese people",
    "malayo": "es: the Malay people (Malaysia, Indonesia, Brunei)", "malaio": "pt: the Malay people",
    "israelita": "pt/es: the religion", "hindú": "es: the religion",
    "inglés": "es: English, not British (the index has no English 'English' either)", "anglais": "fr: English",
    "englisch": "de: English", "inglese": "it: English", "Engels": "nl: English", "angielski": "pl: English",
    "Island": "de Iceland: the English 'island'", "Chili": "fr/nl Chile: the English 'chili'",
    "Fins": "nl Finnish: the English 'fins'", "Pools": "nl Polish: the English 'pools'",
    "Lets": "nl Latvian: the English 'lets'", "Indie": "pl India: the English 'indie'",
    "indiana": "it/pt Indian (f.): the US state Indiana", "Gana": "es/pt Ghana: Spanish 'earns'",
}

# Currency names and symbols as documents print them -> ISO 4217. Read after the English names
# and pycountry's, so none of those changes. Left out as ambiguous: "Fr." (Swiss or a
# centime-era franc), "kr"/"kr." (SEK, NOK, DKK, ISK), bare "pesos" (MXN, ARS, CLP, COP, PHP...),
# "real" (an English word), bare "dirhams" (AED or MAD), bare "riyals"/"rials" (SAR, QAR, OMR,
# YER). "Rs"/"Rupees" mean INR here: Pakistani and Sri Lankan documents qualify their rupee.
CURRENCY_NAMES: dict[str, str] = {
    # INR
    "Rs": "INR", "Rs.": "INR", "Rupees": "INR", "Rupee": "INR", "indische Rupien": "INR",
    "indische Rupie": "INR", "roupies indiennes": "INR", "roupie indienne": "INR", "rupias indias": "INR",
    "rupia india": "INR", "rupie indiane": "INR", "rupia indiana": "INR", "rupias indianas": "INR",
    "Indiase roepie": "INR", "Indiase roepies": "INR", "rupie indyjskie": "INR", "rupia indyjska": "INR",
    "Pakistani Rupees": "PKR", "Pakistani Rupee": "PKR", "Sri Lankan Rupees": "LKR", "Sri Lankan Rupee": "LKR",
    # PLN, CZK
    "zł": "PLN", "złoty": "PLN", "złotych": "PLN", "złote": "PLN", "zlotych": "PLN", "polnische Zloty": "PLN",
    "Kč": "CZK", "koruna": "CZK", "korun": "CZK", "koruny": "CZK", "tschechische Kronen": "CZK",
    "couronnes tchèques": "CZK", "coronas checas": "CZK", "corone ceche": "CZK", "korony czeskie": "CZK",
    # CHF
    "Franken": "CHF", "Schweizer Franken": "CHF", "francs suisses": "CHF", "franc suisse": "CHF",
    "francos suizos": "CHF", "franco suizo": "CHF", "franchi svizzeri": "CHF", "franco svizzero": "CHF",
    "francos suíços": "CHF", "franco suíço": "CHF", "Zwitserse frank": "CHF", "Zwitserse franken": "CHF",
    "franki szwajcarskie": "CHF", "frank szwajcarski": "CHF",
    # Gulf and Asia
    "Emirati dirhams": "AED", "Emirati dirham": "AED", "dirhams marocains": "MAD",
    "Saudi Arabian riyals": "SAR", "riyals saoudiens": "SAR", "Qatari riyals": "QAR", "Qatari riyal": "QAR",
    "Omani rials": "OMR", "Omani riyals": "OMR", "yuans": "CNY", "Chinese yuan": "CNY",
    "South Korean won": "KRW", "Korean won": "KRW", "ringgit": "MYR", "ringgits": "MYR", "Thai baht": "THB",
    "yenes": "JPY",
    # Latin America
    "pesos mexicanos": "MXN", "peso mexicano": "MXN", "pesos mexicains": "MXN", "mexikanische Pesos": "MXN",
    "pesos argentinos": "ARS", "peso argentino": "ARS", "pesos chilenos": "CLP", "peso chileno": "CLP",
    "pesos colombianos": "COP", "peso colombiano": "COP", "pesos filipinos": "PHP",
    "reais": "BRL", "real brasileiro": "BRL", "reais brasileiros": "BRL", "reales brasileños": "BRL",
    # EUR, USD, GBP in the documents' languages
    "euro's": "EUR",
    "dólares estadounidenses": "USD", "dólar estadounidense": "USD", "dólares americanos": "USD",
    "dólar americano": "USD", "dólares norte-americanos": "USD", "US-Dollar": "USD", "US-Dollars": "USD",
    "dollars américains": "USD", "dollar américain": "USD", "dollars US": "USD", "dollari statunitensi": "USD",
    "dollaro statunitense": "USD", "dollari americani": "USD", "Amerikaanse dollar": "USD",
    "Amerikaanse dollars": "USD", "dolary amerykańskie": "USD", "dolar amerykański": "USD",
    "dolarów amerykańskich": "USD",
    "livres sterling": "GBP", "livre sterling": "GBP", "Pfund Sterling": "GBP", "britische Pfund": "GBP",
    "libras esterlinas": "GBP", "libra esterlina": "GBP", "sterline": "GBP", "sterlina": "GBP",
    "lire sterline": "GBP", "Britse pond": "GBP", "pond sterling": "GBP", "funty szterlingi": "GBP",
    "funt szterling": "GBP", "funtów szterlingów": "GBP",
    "schwedische Kronen": "SEK", "norwegische Kronen": "NOK", "dänische Kronen": "DKK",
    # the former Soviet states and the Balkans: names in Russian (and Ukrainian); their signs are
    # pipeline.normalise.CURRENCY_SYMBOLS'
    "руб": "RUB", "руб.": "RUB", "рубль": "RUB", "рубля": "RUB", "рублей": "RUB",
    "российских рублей": "RUB", "грн": "UAH", "грн.": "UAH", "гривна": "UAH", "гривен": "UAH",
    "гривня": "UAH", "гривень": "UAH", "тенге": "KZT", "лари": "GEL",
    "драм": "AMD", "драмов": "AMD", "сум": "UZS", "сумов": "UZS", "сом": "KGS", "сомов": "KGS",
    "динар": "RSD", "динара": "RSD", "динаров": "RSD", "дин.": "RSD",
    # Africa: abbreviations banks print (not "FCFA": XOF or XAF; not "DH": MAD or AED)
    "KSh": "KES", "Kshs": "KES", "TSh": "TZS", "TShs": "TZS", "USh": "UGX", "UShs": "UGX",
    "GHc": "GHS",
}

LANGUAGES: tuple[str, ...] = tuple(COUNTRY_NAMES)

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def _inflected(language: str, form: str) -> tuple[str, ...]:
    """The forms a document prints for a table entry (see the module's docstring)."""
    if not form[0].islower():
        return (form,)
    if language == "de":
        return (form, form + "e", form + "er")
    if language == "pl":
        assert form.endswith("i"), form  # every Polish adjective here is a masculine -ski/-cki/-zki
        return (form, form[:-1] + "a", form[:-1] + "ie")
    return (form,)


def country_forms(language: str | None = None) -> Iterator[tuple[str, str, str]]:
    """(language, alpha-3, form) for every country name and nationality form of the table, as
    written (accented); ``language`` keeps one language. German forms come also with umlauts
    written out ("Oesterreich")."""
    for lang, table in [*COUNTRY_NAMES.items(), *REGIONAL_NAMES.items()]:
        if language is not None and lang != language:
            continue
        for alpha3, forms in table.items():
            for entry in forms.split("|"):
                for form in _inflected(lang, entry):
                    yield lang, alpha3, form
                    if lang == "de" and form.translate(_UMLAUTS) != form:
                        yield lang, alpha3, form.translate(_UMLAUTS)
