// The workload form's Model picker (issue 16): a published model or a Llama-style shape sized by
// Parameters; the form never shows a parameter count the estimate ignores. Parameter counts from
// the presets' model cards: DeepSeek-V3 671B total (arXiv:2412.19437), Mixtral 8x7B 46.7B.
#include "data/database.hpp"
#include "services/model_choice.hpp"
#include "services/workload_kind.hpp"
#include "tests/support/form_pick.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_document.hpp"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("model choices: a preset brings its shape and size, Llama-style drops the shape") {
    const QJsonObject llama{{"name", "chat"}, {"kind", "inference"}, {"params", 7e9}};
    CHECK(services::modelChoiceOf(llama) == services::llamaModelChoice());
    const QJsonObject moe = services::workloadWithModel(llama, QStringLiteral("deepseek-v3"));
    CHECK(moe[QStringLiteral("shape")].toObject()[QStringLiteral("preset")].toString() == u"deepseek-v3");
    CHECK(moe[QStringLiteral("params")].toDouble() == Approx(671e9).epsilon(0.01)); // published 671B
    CHECK(services::modelChoiceOf(moe) == u"deepseek-v3");
    CHECK(services::workloadWithModel(moe, services::llamaModelChoice()).contains(QStringLiteral("shape")) == false);
    // A typed size makes the model Llama-style of that size.
    const QJsonObject typed = services::workloadWithParams(moe, 70e9);
    CHECK(!typed.contains(QStringLiteral("shape")));
    CHECK(typed[QStringLiteral("params")].toDouble() == 70e9);
    // An explicit shape without a preset is the file's own; choosing it changes nothing.
    const QJsonObject custom{{"name", "x"}, {"shape", QJsonObject{{"layers", 32}}}};
    CHECK(services::modelChoiceOf(custom) == services::customModelChoice());
    CHECK(services::workloadWithModel(custom, services::customModelChoice()) == custom);
    CHECK(services::modelChoices().contains(QStringLiteral("mixtral-8x7b")));
    // A new kind keeps the model; preprocessing has none.
    CHECK(services::workloadOfKind(moe, QStringLiteral("pretrain")).contains(QStringLiteral("shape")));
    CHECK(!services::workloadOfKind(moe, QStringLiteral("preprocess")).contains(QStringLiteral("shape")));
}

TEST_CASE("in the window: typing Parameters over a published model changes the estimate, one undo step back") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("m.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(QStringLiteral(
        "DeepSeek-V3-class serving, 50 QPS peak, TTFT 2 s: 8 x H200 replicas vs GB200 NVL72, own vs rent")));
    w.editor()->select(QStringLiteral("workloads"), 0);
    auto workload = [&] { return w.document()->json()[QStringLiteral("workloads")].toArray()[0].toObject(); };
    auto* model = qobject_cast<QComboBox*>(w.editor()->form()->editorFor(QStringLiteral("model")));
    REQUIRE(model);
    CHECK(model->currentText() == u"deepseek-v3");
    // DeepSeek-V3's routed experts on an 8-GPU H200 replica: 76.1 GiB per GPU (test_moe_memory_chart.cpp).
    CHECK(w.evaluation().result.options[0].workloads[0].servingExpertWeightsGib > 70);

    auto* params = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("params")));
    REQUIRE(params);
    params->setFocus();
    params->selectAll();
    QTest::keyClicks(params, QStringLiteral("70e9"));
    QApplication::processEvents();
    CHECK(!workload().contains(QStringLiteral("shape")));
    CHECK(workload()[QStringLiteral("params")].toDouble() == 70e9);
    params->clearFocus();
    QApplication::processEvents();
    CHECK(model->currentText() == services::llamaModelChoice());
    // A dense 70B has no experts: the estimate follows the typed size.
    CHECK(w.evaluation().result.options[0].workloads[0].servingExpertWeightsGib == 0);

    // Ctrl+Z brings the published model back (the keystrokes merge into one edit or a few).
    for (int i = 0; i < 8 && !workload().contains(QStringLiteral("shape")); ++i) w.document()->undoStack()->undo();
    CHECK(workload()[QStringLiteral("shape")].toObject()[QStringLiteral("preset")].toString() == u"deepseek-v3");
    QApplication::processEvents();
    CHECK(model->currentText() == u"deepseek-v3");
}

TEST_CASE("in the window: the MoE dispatcher is greyed out for a dense model and changes a MoE run's time") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("d.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")));
    w.editor()->select(QStringLiteral("workloads"), 0);
    auto workload = [&] { return w.document()->json()[QStringLiteral("workloads")].toArray()[0].toObject(); };
    auto* dispatcher = qobject_cast<QComboBox*>(w.editor()->form()->editorFor(QStringLiteral("moe_dispatcher")));
    REQUIRE(dispatcher);
    CHECK(dispatcher->currentText() == u"alltoall"); // Megatron's default when the file says nothing
    CHECK_FALSE(dispatcher->isEnabled());            // a Llama-style 70B has no experts

    test::pick(w, "model", QStringLiteral("mixtral-8x7b"));
    CHECK(dispatcher->isEnabled());
    const double allToAllHours = w.evaluation().result.options[0].workloads[0].runHours;
    test::pick(w, "moe_dispatcher", QStringLiteral("hybridep"));
    CHECK(workload()[QStringLiteral("moe_dispatcher")].toString() == u"hybridep");
    // HybridEP exposes no host time per MoE layer and micro-batch, all-to-all 6.2 ms (docs/training-model.md).
    CHECK(w.evaluation().result.options[0].workloads[0].runHours < allToAllHours);
    test::pick(w, "pipeline_schedule", QStringLiteral("dualpipe"));
    CHECK(workload()[QStringLiteral("pipeline_schedule")].toString() == u"dualpipe");

    // Ctrl+Z right after a pick, the picker still focused (found under Xvfb: it kept showing hybridep).
    w.activateWindow();
    dispatcher->setFocus();
    QApplication::processEvents();
    CHECK(dispatcher->hasFocus());
    w.document()->undoStack()->undo();
    QApplication::processEvents();
    CHECK(dispatcher->currentText() == u"hybridep"); // the schedule was undone first
    w.document()->undoStack()->undo();
    QApplication::processEvents();
    CHECK(!workload().contains(QStringLiteral("moe_dispatcher")));
    CHECK(dispatcher->currentText() == u"alltoall");
    CHECK(w.evaluation().result.options[0].workloads[0].runHours == Approx(allToAllHours));
}
