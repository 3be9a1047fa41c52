"""How forms in other languages write the values of choice fields and yes/no answers.

A German loan form says "verheiratet" and "Kauf", a French one "Marié(e)" and "Achat"; a form
whose captions are in one language writes its ticked choices in the same one. Written from each
language's common form vocabulary; the pipeline's normaliser (``pipeline.normalise.enums``) is
written apart from this table, so the corpus tests it rather than mirrors it. Words a Latin-1 PDF
font cannot print are left out where they are drawn (``Styles.value_word``).
"""
from __future__ import annotations

#: field -> contract value -> language -> written forms.
VALUE_WORDS: dict[str, dict[str, dict[str, tuple[str, ...]]]] = {
    "marital_status": {
        "married": {"fr": ("Marié(e)", "Marié", "Mariée"), "de": ("verheiratet", "Verheiratet"),
                    "es": ("Casado/a", "Casado", "Casada"), "it": ("Coniugato/a", "Sposato", "Sposata"),
                    "pt": ("Casado/a", "Casado", "Casada"), "nl": ("Gehuwd", "Getrouwd"),
                    "pl": ("Żonaty / Zamężna", "Zonaty", "Zamezna")},
        "unmarried": {"fr": ("Célibataire", "Divorcé(e)", "Veuf / Veuve"), "de": ("ledig", "geschieden", "verwitwet"),
                      "es": ("Soltero/a", "Divorciado/a", "Viudo/a"), "it": ("Celibe / Nubile", "Divorziato/a", "Vedovo/a"),
                      "pt": ("Solteiro/a", "Divorciado/a", "Viúvo/a"), "nl": ("Ongehuwd", "Alleenstaand", "Gescheiden"),
                      "pl": ("Kawaler / Panna", "Wolny/a", "Rozwiedziony/a")},
        "separated": {"fr": ("Séparé(e)",), "de": ("getrennt lebend", "Getrennt lebend"), "es": ("Separado/a",),
                      "it": ("Separato/a",), "pt": ("Separado/a", "Separado judicialmente"),
                      "nl": ("Van tafel en bed gescheiden",), "pl": ("W separacji",)},
    },
    "loan_purpose": {
        "purchase": {"fr": ("Achat", "Acquisition d'un logement"), "de": ("Kauf", "Erwerb einer Immobilie", "Immobilienkauf"),
                     "es": ("Compra", "Adquisición de vivienda"), "it": ("Acquisto", "Acquisto abitazione"),
                     "pt": ("Compra", "Aquisição de habitação"), "nl": ("Aankoop", "Aankoop woning"),
                     "pl": ("Zakup", "Zakup nieruchomości", "Kupno")},
        "refinance": {"fr": ("Refinancement", "Rachat de crédit"), "de": ("Umschuldung", "Anschlussfinanzierung", "Refinanzierung"),
                      "es": ("Refinanciación", "Subrogación"), "it": ("Rifinanziamento", "Surroga"),
                      "pt": ("Refinanciamento", "Transferência de crédito"), "nl": ("Oversluiten", "Herfinanciering"),
                      "pl": ("Refinansowanie",)},
        "construction": {"fr": ("Construction", "Construction d'une maison"), "de": ("Neubau", "Hausbau", "Bauvorhaben"),
                         "es": ("Construcción", "Autoconstrucción"), "it": ("Costruzione",), "pt": ("Construção",),
                         "nl": ("Nieuwbouw", "Bouw"), "pl": ("Budowa", "Budowa domu")},
        "other": {"fr": ("Autre", "Travaux"), "de": ("Sonstiges", "Modernisierung"), "es": ("Otro", "Reforma"),
                  "it": ("Altro", "Ristrutturazione"), "pt": ("Outro", "Obras"), "nl": ("Overig", "Verbouwing"),
                  "pl": ("Inne", "Remont")},
    },
    "source_of_funds": {
        "employment": {"fr": ("Salaire", "Revenus d'activité salariée"), "de": ("Gehalt", "Lohn", "Arbeitseinkommen"),
                       "es": ("Salario", "Nómina", "Trabajo por cuenta ajena"), "it": ("Stipendio", "Lavoro dipendente"),
                       "pt": ("Salário", "Ordenado", "Trabalho por conta de outrem"), "nl": ("Salaris", "Loon", "Loondienst"),
                       "pl": ("Wynagrodzenie", "Umowa o pracę")},
        "business": {"fr": ("Activité indépendante", "Revenus d'entreprise"), "de": ("Selbständige Tätigkeit", "Unternehmen", "Gewerbe"),
                     "es": ("Negocio propio", "Actividad empresarial", "Autónomo"), "it": ("Attività d'impresa", "Lavoro autonomo"),
                     "pt": ("Negócio próprio", "Atividade empresarial"), "nl": ("Eigen onderneming", "Zelfstandige"),
                     "pl": ("Działalność gospodarcza", "Własna firma")},
        "investments": {"fr": ("Placements", "Revenus du capital"), "de": ("Kapitalerträge", "Kapitalanlagen", "Wertpapiere"),
                        "es": ("Inversiones", "Rendimientos del capital"), "it": ("Investimenti", "Rendite finanziarie"),
                        "pt": ("Investimentos", "Rendimentos de capital"), "nl": ("Beleggingen", "Vermogen"),
                        "pl": ("Inwestycje", "Lokaty")},
        "inheritance": {"fr": ("Héritage", "Succession"), "de": ("Erbschaft", "Erbe"), "es": ("Herencia",),
                        "it": ("Eredità", "Successione"), "pt": ("Herança",), "nl": ("Erfenis",), "pl": ("Spadek",)},
        "pension": {"fr": ("Retraite", "Pension de retraite"), "de": ("Rente", "Pension", "Ruhegehalt"),
                    "es": ("Pensión", "Jubilación"), "it": ("Pensione",), "pt": ("Pensão", "Reforma"),
                    "nl": ("Pensioen",), "pl": ("Emerytura",)},
        "other": {"fr": ("Autre", "Épargne"), "de": ("Sonstiges", "Ersparnisse"), "es": ("Otro", "Ahorros"),
                  "it": ("Altro", "Risparmi"), "pt": ("Outro", "Poupanças"), "nl": ("Overig", "Spaargeld"),
                  "pl": ("Inne", "Oszczędności")},
    },
    "sex": {
        "F": {"fr": ("Féminin", "Femme"), "de": ("weiblich", "Weiblich"), "es": ("Femenino", "Mujer"),
              "it": ("Femmina", "Femminile"), "pt": ("Feminino",), "nl": ("Vrouw", "Vrouwelijk"), "pl": ("Kobieta",)},
        "M": {"fr": ("Masculin", "Homme"), "de": ("männlich", "Männlich"), "es": ("Masculino", "Hombre"),
              "it": ("Maschio", "Maschile"), "pt": ("Masculino",), "nl": ("Man", "Mannelijk"), "pl": ("Mężczyzna",)},
    },
    "id_document_type": {
        "passport": {"fr": ("Passeport",), "de": ("Reisepass", "Pass"), "es": ("Pasaporte",), "it": ("Passaporto",),
                     "pt": ("Passaporte",), "nl": ("Paspoort",), "pl": ("Paszport",)},
        "national_id": {"fr": ("Carte nationale d'identité", "Carte d'identité"), "de": ("Personalausweis",),
                        "es": ("DNI", "Documento nacional de identidad"), "it": ("Carta d'identità",),
                        "pt": ("Cartão de Cidadão", "Bilhete de identidade"), "nl": ("Identiteitskaart",),
                        "pl": ("Dowód osobisty",)},
    },
}

#: yes, no in each language.
YES_NO: dict[str, tuple[str, str]] = {"fr": ("Oui", "Non"), "de": ("Ja", "Nein"), "es": ("Sí", "No"),
                                      "it": ("Sì", "No"), "pt": ("Sim", "Não"), "nl": ("Ja", "Nee"), "pl": ("Tak", "Nie")}
