#pragma once
// A form of scenario fields (scenario_fields.hpp) for one part of the document:
// each field with its unit beside it, validated as typed (a wrong value turns red
// and shows the allowed range in its tooltip and the status bar), written to the
// document while valid, each edit undoable.

#include "core/catalog/catalog.hpp"
#include "data/scenario_fields.hpp"
#include "services/json_path.hpp"
#include "ui/services.hpp"

#include <QJsonValue>
#include <QMap>
#include <QWidget>

#include <span>

class QFormLayout;
class QLabel;
class QToolButton;

namespace gputco::ui {

class RangeEditors;
class ScenarioDocument;

class FieldForm : public QWidget {
    Q_OBJECT
public:
    FieldForm(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent = nullptr);

    // Shows the fields of the object at `base` (e.g. {"options", 1}); `hints` gives the
    // catalog's value with its source per field (grey; the placeholder of an empty field);
    // `catalogValues` what "use catalog value" writes (Undefined: remove the key, back to
    // the default). Showing the part already shown updates it in place.
    void show(const JsonPath& base, std::span<const data::ScenarioField> fields, const QString& currency,
              const QMap<QString, QString>& hints = {}, const QMap<QString, QJsonValue>& catalogValues = {});
    void refresh();                      // reload values after an undo, keeping the field being typed in
    void retranslate() { fields_ = {}; } // the next show() rebuilds the rows with the new language's labels
    QWidget* editorFor(const QString& key) const;
    QList<QWidget*> editors() const { return editors_.values(); } // in field order of keys
    const JsonPath& base() const { return base_; }
    RangeEditors* ranges() const { return ranges_; } // the range beside each uncertain field (issue 15)

signals:
    void message(const QString& text); // validation errors for the status bar

private:
    void edited(const data::ScenarioField& f, QWidget* editor, const QString& text);
    void commit(const data::ScenarioField& f, const QJsonValue& value, const QString& label);
    void clearRows();
    QWidget* createEditor(const data::ScenarioField& f);
    void addRow(const data::ScenarioField& f, const QString& currency);
    void setCatalogValues(const QMap<QString, QString>& hints, const QMap<QString, QJsonValue>& values);
    void showOrigin(const QString& key, QWidget* editor, const QJsonValue& value);
    struct Row {
        QLabel* hint = nullptr;
        QToolButton* useCatalog = nullptr;
    };
    ScenarioDocument* doc_;
    const Catalog* catalog_;
    QFormLayout* form_;
    JsonPath base_;
    QString currency_;
    std::span<const data::ScenarioField> fields_;
    QMap<QString, QWidget*> editors_;
    QMap<QString, Row> rows_;
    QMap<QString, QString> hints_;
    QMap<QString, QJsonValue> catalogValues_;
    RangeEditors* ranges_;
};

// Parses a number as a person types it: the locale's format, or 7e9 / 7B / 2T forms.
std::optional<double> parseTypedNumber(const QString& text);

} // namespace gputco::ui
