// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Writing kandev's workflow file (workflowfile.h) as kandev exports it.
#include "workflowfile.h"

#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowfileformat.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <string>

namespace kandesk::workflowfile {

namespace {

using namespace format;
namespace flow = ::kandesk::workflow;

// yaml-cpp 0.7 writes every literal block with `|` (clip): text that does not end in exactly one newline, or
// whose first line starts with blanks, would not read back as it was. Such text goes double-quoted.
bool suitsLiteralBlock(const QString &text)
{
    if (!text.contains(QLatin1Char('\n')) || !text.endsWith(QLatin1Char('\n')) || text.endsWith(QStringLiteral("\n\n")))
        return false;
    if (text.front().isSpace())
        return false;
    const QStringList lines = text.chopped(1).split(QLatin1Char('\n'));
    const bool blankLineWithSpaces = std::any_of(lines.cbegin(), lines.cend(), [](const QString &line) {
        return !line.isEmpty() && line.trimmed().isEmpty();
    });
    const bool unprintable = std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t')) ||
               (c.unicode() >= 0x7f && c.unicode() <= 0x9f) || c.unicode() == 0x2028 || c.unicode() == 0x2029 ||
               c.unicode() == 0xfeff;
    });
    return !blankLineWithSpaces && !unprintable;
}

// Text that a plain scalar would turn into something else (true, 12, 1.5, null, yes) must be quoted.
bool needsQuotes(const QString &text)
{
    return !resolvePlain(text).isString() || isNullWord(text) || isYaml11Bool(text);
}

void emitKeyText(YAML::Emitter &out, const QString &text)
{
    if (needsQuotes(text))
        out << YAML::DoubleQuoted;
    out << text.toStdString();
}

void emitText(YAML::Emitter &out, const QString &text)
{
    if (suitsLiteralBlock(text))
        out << YAML::Literal << text.toStdString();
    else
        emitKeyText(out, text);
}

// The shortest form that reads back as the same double, and as a number rather than an integer.
std::string numberText(double number)
{
    QString text = QString::number(number, 'g', QLocale::FloatingPointShortest);
    if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e')))
        text += QStringLiteral(".0");
    return text.toStdString();
}

void emitJson(YAML::Emitter &out, const QJsonValue &value);

void emitJsonEntry(YAML::Emitter &out, const QString &name, const QJsonValue &value)
{
    out << YAML::Key;
    emitKeyText(out, name);
    out << YAML::Value;
    emitJson(out, value);
}

// QJsonObject sorts its keys; `first` are written before the others, in the order given.
void emitJsonObject(YAML::Emitter &out, const QJsonObject &object, const QStringList &first = {})
{
    if (object.isEmpty()) {
        out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
        return;
    }
    out << YAML::BeginMap;
    for (const QString &name : first) {
        if (object.contains(name))
            emitJsonEntry(out, name, object.value(name));
    }
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!first.contains(it.key()))
            emitJsonEntry(out, it.key(), it.value());
    }
    out << YAML::EndMap;
}

void emitJsonArray(YAML::Emitter &out, const QJsonArray &array)
{
    if (array.isEmpty()) {
        out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
        return;
    }
    out << YAML::BeginSeq;
    for (const QJsonValue &item : array)
        emitJson(out, item);
    out << YAML::EndSeq;
}

void emitJson(YAML::Emitter &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        out << value.toBool();
        break;
    case QJsonValue::Double:
        // Qt keeps whole numbers as integers; those stay integers in the file.
        if (value.toVariant().typeId() == QMetaType::LongLong)
            out << static_cast<long long>(value.toInteger());
        else
            out << numberText(value.toDouble());
        break;
    case QJsonValue::String:
        emitText(out, value.toString());
        break;
    case QJsonValue::Array:
        emitJsonArray(out, value.toArray());
        break;
    case QJsonValue::Object:
        emitJsonObject(out, value.toObject());
        break;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out << YAML::Null;
        break;
    }
}

void emitTextField(YAML::Emitter &out, const char *name, const QString &text)
{
    out << YAML::Key << name << YAML::Value;
    emitText(out, text);
}

void emitOptionalTextField(YAML::Emitter &out, const char *name, const QString &text)
{
    if (!text.isEmpty())
        emitTextField(out, name, text);
}

void emitAgentProfile(YAML::Emitter &out, const AgentProfileRef &profile)
{
    if (profile.isEmpty())
        return;
    out << YAML::Key << key::AgentProfile << YAML::Value << YAML::BeginMap;
    emitTextField(out, key::AgentName, profile.agentName);
    emitOptionalTextField(out, key::Model, profile.model);
    emitOptionalTextField(out, key::Mode, profile.mode);
    out << YAML::EndMap;
}

// Extra keys that name a known field are left out: the field itself is written, and a key twice is not YAML.
void emitExtra(YAML::Emitter &out, const QJsonObject &extra, const std::initializer_list<const char *> &known)
{
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it) {
        if (isOneOf(it.key().toStdString(), known))
            continue;
        out << YAML::Key;
        emitKeyText(out, it.key());
        out << YAML::Value;
        emitJson(out, it.value());
    }
}

// A stored move_to_step names its target by step_id; the file names it by the step's position.
QJsonObject configForFile(const WorkflowAction &action, const QList<WorkflowStep> &steps)
{
    QJsonObject config = action.config;
    if (action.type != flow::action::MoveToStep || config.contains(flow::StepPositionKey) ||
        !config.contains(flow::StepIdKey))
        return config;
    const QString stepId = config.value(flow::StepIdKey).toString();
    const auto target = std::find_if(steps.cbegin(), steps.cend(), [&stepId](const WorkflowStep &step) {
        return !stepId.isEmpty() && step.id == stepId;
    });
    if (target == steps.cend())
        return config;
    config.remove(flow::StepIdKey);
    config.insert(flow::StepPositionKey, target->position);
    return config;
}

void emitAction(YAML::Emitter &out, const WorkflowAction &action, const QList<WorkflowStep> &steps)
{
    out << YAML::BeginMap;
    emitTextField(out, key::Type, action.type);
    const QJsonObject config = configForFile(action, steps);
    if (!config.isEmpty()) {
        out << YAML::Key << key::Config << YAML::Value;
        emitJsonObject(out, config);
    }
    out << YAML::EndMap;
}

void emitTrigger(YAML::Emitter &out, const QString &trigger, const QList<WorkflowAction> &actions,
                 const QList<WorkflowStep> &steps)
{
    out << YAML::Key;
    emitKeyText(out, trigger);
    out << YAML::Value;
    if (actions.isEmpty()) {
        out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
        return;
    }
    out << YAML::BeginSeq;
    for (const WorkflowAction &action : actions)
        emitAction(out, action, steps);
    out << YAML::EndSeq;
}

// A trigger read into extra, as it came; its actions (when they are maps) with type and config first.
void emitUnknownTrigger(YAML::Emitter &out, const QString &trigger, const QJsonValue &actions)
{
    out << YAML::Key;
    emitKeyText(out, trigger);
    out << YAML::Value;
    if (!actions.isArray() || actions.toArray().isEmpty()) {
        emitJson(out, actions);
        return;
    }
    static const QStringList actionKeys{QString::fromLatin1(key::Type), QString::fromLatin1(key::Config)};
    out << YAML::BeginSeq;
    for (const QJsonValue &item : actions.toArray()) {
        if (item.isObject())
            emitJsonObject(out, item.toObject(), actionKeys);
        else
            emitJson(out, item);
    }
    out << YAML::EndSeq;
}

// Known triggers in triggerNames() order, then others the step's events hold, then those read into extra.
void emitEvents(YAML::Emitter &out, const WorkflowStep &step, const QList<WorkflowStep> &steps)
{
    QStringList order;
    for (const QString &trigger : flow::triggerNames()) {
        if (step.events.contains(trigger))
            order.append(trigger);
    }
    for (auto it = step.events.constBegin(); it != step.events.constEnd(); ++it) {
        if (!order.contains(it.key()))
            order.append(it.key());
    }
    const QJsonObject extraTriggers = step.extra.value(QLatin1String(key::Events)).toObject();
    QStringList extraOrder;
    for (auto it = extraTriggers.constBegin(); it != extraTriggers.constEnd(); ++it) {
        if (!order.contains(it.key()))
            extraOrder.append(it.key());
    }
    out << YAML::Key << key::Events << YAML::Value;
    if (order.isEmpty() && extraOrder.isEmpty()) {
        out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
        return;
    }
    out << YAML::BeginMap;
    for (const QString &trigger : std::as_const(order))
        emitTrigger(out, trigger, step.events.value(trigger), steps);
    for (const QString &trigger : std::as_const(extraOrder))
        emitUnknownTrigger(out, trigger, extraTriggers.value(trigger));
    out << YAML::EndMap;
}

void emitStep(YAML::Emitter &out, const WorkflowStep &step, const QList<WorkflowStep> &steps)
{
    out << YAML::BeginMap;
    emitTextField(out, key::Name, step.name);
    out << YAML::Key << key::Position << YAML::Value << step.position;
    emitTextField(out, key::Color, step.color);
    emitOptionalTextField(out, key::Prompt, step.prompt);
    out << YAML::Key << key::IsStartStep << YAML::Value << step.isStartStep;
    out << YAML::Key << key::ShowInCommandPanel << YAML::Value << step.showInCommandPanel;
    out << YAML::Key << key::AllowManualMove << YAML::Value << step.allowManualMove;
    if (step.autoArchiveAfterHours != 0)
        out << YAML::Key << key::AutoArchiveAfterHours << YAML::Value << step.autoArchiveAfterHours;
    if (step.wipLimit != 0)
        out << YAML::Key << key::WipLimit << YAML::Value << step.wipLimit;
    emitAgentProfile(out, step.agentProfile);
    emitEvents(out, step, steps);
    emitExtra(out, step.extra, kStepKeys);
    out << YAML::EndMap;
}

QList<WorkflowStep> byPosition(QList<WorkflowStep> steps)
{
    std::stable_sort(steps.begin(), steps.end(),
                     [](const WorkflowStep &a, const WorkflowStep &b) { return a.position < b.position; });
    return steps;
}

void emitWorkflow(YAML::Emitter &out, const Workflow &workflowToWrite)
{
    out << YAML::BeginMap;
    emitTextField(out, key::Name, workflowToWrite.name);
    emitOptionalTextField(out, key::Description, workflowToWrite.description);
    emitOptionalTextField(out, key::Prompt, workflowToWrite.prompt);
    emitAgentProfile(out, workflowToWrite.agentProfile);
    const QList<WorkflowStep> steps = byPosition(workflowToWrite.steps);
    out << YAML::Key << key::Steps << YAML::Value;
    if (steps.isEmpty()) {
        out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
    } else {
        out << YAML::BeginSeq;
        for (const WorkflowStep &step : steps)
            emitStep(out, step, steps);
        out << YAML::EndSeq;
    }
    emitExtra(out, workflowToWrite.extra, kWorkflowKeys);
    out << YAML::EndMap;
}

} // namespace

QByteArray write(const QList<Workflow> &workflows)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << key::Version << YAML::Value << kFileVersion;
    out << YAML::Key << key::Type << YAML::Value << kFileType;
    out << YAML::Key << key::Workflows << YAML::Value << YAML::BeginSeq;
    for (const Workflow &workflowToWrite : workflows)
        emitWorkflow(out, workflowToWrite);
    out << YAML::EndSeq << YAML::EndMap;
    return QByteArray(out.c_str(), qsizetype(out.size())) + '\n';
}

} // namespace kandesk::workflowfile
