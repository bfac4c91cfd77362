#pragma once
// The range of an uncertain input, edited beside its field (issue 15): a compact button in the
// field's row ("±" while the range is the sourced default, "low – high" once set) opens an inline
// editor below the field with low, high and the distribution, Apply and Reset to default.
// A range is applied as one undoable step (ScenarioDocument::replaceDocument); a bad one is
// refused with the import check's message (services/range_edit.hpp), naming the field and the
// allowed range, and nothing is applied.

#include "services/range_edit.hpp"
#include "ui/services.hpp"

#include <QMap>
#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace gputco::ui {

class ScenarioDocument;

class RangeEditor : public QWidget {
    Q_OBJECT
public:
    RangeEditor(ScenarioDocument* doc, const Catalog* catalog, const QString& fieldKey, const QString& label,
                QWidget* row);
    QToolButton* button() const { return button_; }
    // Shows the range of this field in the part at `base`; hides the button and editor when the
    // field cannot carry a range there.
    void update(const std::shared_ptr<const RangeContext>& context, const JsonPath& base);
    const QString& key() const { return key_; }
    void setLabel(const QString& label) { label_ = label; } // the field's name in messages
    bool apply();                                           // false: refused, the message shows below
    void resetToDefault();
    QLineEdit* lowEdit() const { return low_; }
    QLineEdit* highEdit() const { return high_; }
    QComboBox* distributionBox() const { return distribution_; }
    QLabel* messageLabel() const { return message_; }
    QLabel* originLabel() const { return origin_; }

signals:
    void message(const QString& text); // for the status bar

protected:
    void changeEvent(QEvent* e) override;       // LanguageChange
    void resizeEvent(QResizeEvent* e) override; // fitLabels()

private:
    void retranslateUi();
    // Wrapped labels in a form in a scroll area get the height of their one-line size hint and
    // are cut off; each gets the height its text needs at the editor's width.
    void fitLabels();
    void showMessage(const QString& text);
    void loadFields(const InputRange& r);
    void showOrigin(const UncertainInput& in, bool user, const InputRange& shown);
    ScenarioDocument* doc_;
    const Catalog* catalog_;
    QString fieldKey_, label_, key_;
    JsonPath base_;
    std::shared_ptr<const RangeContext> context_;
    bool storedErrorShown_ = false;
    QToolButton* button_;
    QLineEdit* low_;
    QLineEdit* high_;
    QComboBox* distribution_;
    QPushButton* apply_;
    QPushButton* reset_;
    QLabel* origin_;
    QLabel* message_;
    QLabel* lowLabel_;
    QLabel* highLabel_;
};

// The range controls of one form, updated together from one look at the document.
class RangeEditors : public QObject {
    Q_OBJECT
public:
    RangeEditors(ScenarioDocument* doc, const Catalog* catalog, QObject* parent = nullptr);
    // A range control for a numeric field, in `row` (the caller lays out button() and the editor).
    RangeEditor* add(const QString& fieldKey, const QString& label, QWidget* row);
    void clear() { editors_.clear(); } // the rows (and with them the editors) are being deleted
    void refresh(const JsonPath& base);
    RangeEditor* editorFor(const QString& fieldKey) const { return editors_.value(fieldKey); }

signals:
    void message(const QString& text);

private:
    ScenarioDocument* doc_;
    const Catalog* catalog_;
    QMap<QString, QPointer<RangeEditor>> editors_;
};

// The ranges of the model's own factors (time-to-train, failure rate, resale value), which have no
// field in the form: on the scenario's page, each with the same range control.
class ModelFactorRanges : public QWidget {
    Q_OBJECT
public:
    ModelFactorRanges(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent = nullptr);
    void refresh() { ranges_->refresh({}); }
    RangeEditors* ranges() const { return ranges_; }

signals:
    void message(const QString& text);

protected:
    void changeEvent(QEvent* e) override; // LanguageChange

private:
    void retranslateUi();
    RangeEditors* ranges_;
    QList<QLabel*> labels_;
    QLabel* title_;
};

} // namespace gputco::ui
