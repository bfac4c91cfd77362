#pragma once
// A form of scenario fields (scenario_fields.hpp) for one part of the document:
// each field with its unit beside it, validated as typed (a wrong value turns red
// and shows the allowed range in its tooltip and the status bar), written to the
// document while valid, each edit undoable.

#include "core/catalog/catalog.hpp"
#include "data/scenario_fields.hpp"
#include "ui/json_path.hpp"

#include <QWidget>

#include <span>

class QFormLayout;

namespace gputco::ui {

class ScenarioDocument;

class FieldForm : public QWidget {
    Q_OBJECT
public:
    FieldForm(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent = nullptr);

    // Shows the fields of the object at `base` (e.g. {"options", 1}); `defaults` gives
    // placeholder texts for fields left to their (catalog) defaults.
    void show(const JsonPath& base, std::span<const data::ScenarioField> fields, const QString& currency,
              const QMap<QString, QString>& defaults = {});
    void refresh(); // reload values after an undo, keeping the field being typed in
    QWidget* editorFor(const QString& key) const;
    const JsonPath& base() const { return base_; }

signals:
    void message(const QString& text); // validation errors for the status bar

private:
    void edited(const data::ScenarioField& f, QWidget* editor, const QString& text);
    ScenarioDocument* doc_;
    const Catalog* catalog_;
    QFormLayout* form_;
    JsonPath base_;
    QString currency_;
    std::span<const data::ScenarioField> fields_;
    QMap<QString, QWidget*> editors_;
};

// Parses a number as a person types it: the locale's format, or 7e9 / 7B / 2T forms.
std::optional<double> parseTypedNumber(const QString& text);

} // namespace gputco::ui
