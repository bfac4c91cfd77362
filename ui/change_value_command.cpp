#include "ui/change_value_command.hpp"

#include "ui/scenario_document.hpp"

namespace gputco::ui {

ChangeValueCommand::ChangeValueCommand(ScenarioDocument* doc, QJsonObject before, QJsonObject after, QString mergeKey,
                                       const QString& text)
    : QUndoCommand(text), doc_(doc), before_(std::move(before)), after_(std::move(after)),
      mergeKey_(std::move(mergeKey)) {}

void ChangeValueCommand::undo() { doc_->apply(before_); }
void ChangeValueCommand::redo() { doc_->apply(after_, mergeKey_); }

bool ChangeValueCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = dynamic_cast<const ChangeValueCommand*>(other);
    if (!o || o->doc_ != doc_ || o->mergeKey_ != mergeKey_) return false;
    after_ = o->after_;
    return true;
}

} // namespace gputco::ui
