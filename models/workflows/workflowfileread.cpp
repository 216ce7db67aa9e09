// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Reading kandev's workflow file (workflowfile.h): checked as kandev checks it, every error with its
// line and field.
#include "workflowfile.h"

#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowfileformat.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <limits>
#include <optional>

namespace kandesk::workflowfile {

namespace {

// The words this file says to users, translated in the context "WorkflowFileReadWords".
struct WorkflowFileReadWords {
    Q_DECLARE_TR_FUNCTIONS(WorkflowFileReadWords)
};


using namespace format;
namespace flow = ::kandesk::workflow;

// Deeper than any real file; an alias to its own anchor (&a [*a]) would otherwise recurse forever.
constexpr int kMaxNesting = 64;

// A rejected file. yaml-cpp reports by throwing, so the readers below do the same and read() turns both into
// an Error; that keeps them free of error plumbing.
struct Rejection {
    Error error;
};

// A node of the file with its path (workflows[0].steps[1].position) and 1-based line. An absent field keeps
// the line of the map that lacks it.
struct Field {
    YAML::Node node;
    QString path;
    int line = 1;
    bool found = false;

    // Absent and null (`key:` with no value) mean the same: the field's default.
    bool present() const { return found && !node.IsNull(); }
};

struct Entry {
    QString key;
    Field value;
};

[[noreturn]] void reject(int line, const QString &path, const QString &what)
{
    if (path.isEmpty())
        throw Rejection{Error{WorkflowFileReadWords::tr("line %1: %2").arg(line).arg(what)}};
    throw Rejection{Error{WorkflowFileReadWords::tr("line %1: %2: %3").arg(line).arg(path, what)}};
}

[[noreturn]] void reject(const Field &field, const QString &what)
{
    reject(field.line, field.path, what);
}

int lineOf(const YAML::Node &node, int fallback)
{
    const YAML::Mark mark = node.Mark();
    return mark.is_null() ? fallback : mark.line + 1;
}

QString childPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

QString quotedText(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// A sentence about a field's value, whole for each kind of node that may stand there: ofScalar's %1
// takes the scalar's text, quoted.
QString aboutValue(const Field &field, const QString &ofScalar, const QString &ofMap, const QString &ofList)
{
    if (field.node.IsScalar())
        return ofScalar.arg(quotedText(fromUtf8(field.node.Scalar())));
    return field.node.IsMap() ? ofMap : ofList;
}

void requireMap(const Field &field, const QString &what)
{
    if (!field.node.IsMap())
        reject(field, what);
}

// A map's key as text; a key that is itself a list or a map (rare, but YAML allows it) as YAML.
QString keyText(const YAML::Node &name)
{
    return fromUtf8(name.IsScalar() ? name.Scalar() : YAML::Dump(name));
}

QList<Entry> entriesOf(const Field &map)
{
    QList<Entry> entries;
    if (!map.present() || !map.node.IsMap())
        return entries;
    for (YAML::const_iterator it = map.node.begin(); it != map.node.end(); ++it) {
        const YAML::Node name = it->first;
        const YAML::Node value = it->second;
        const QString key = keyText(name);
        // A null value's mark is that of the token after it, often on the next line: name the key's line.
        const int line = lineOf(value.IsNull() ? name : value, map.line);
        entries.append({key, Field{value, childPath(map.path, key), line, true}});
    }
    return entries;
}

Field fieldOf(const Field &map, const char *name)
{
    const QString wanted = QString::fromLatin1(name);
    const QList<Entry> entries = entriesOf(map);
    for (const Entry &entry : entries) {
        if (entry.key == wanted)
            return entry.value;
    }
    return Field{YAML::Node(), childPath(map.path, wanted), map.line, false};
}

QList<Field> itemsOf(const Field &sequence)
{
    QList<Field> items;
    for (std::size_t index = 0; index < sequence.node.size(); ++index) {
        const YAML::Node item = sequence.node[index];
        const QString path = sequence.path + QStringLiteral("[%1]").arg(index);
        items.append(Field{item, path, lineOf(item, sequence.line), true});
    }
    return items;
}

QJsonValue toJson(const YAML::Node &node, const Field &where, int depth = 0);

QJsonValue scalarToJson(const YAML::Node &node)
{
    const QString text = fromUtf8(node.Scalar());
    // yaml-cpp tags quoted scalars "!" and plain ones "?"; only plain ones can be anything but text.
    const bool isText = node.Tag() == "!" || node.Tag() == "tag:yaml.org,2002:str";
    return isText ? QJsonValue(text) : resolvePlain(text);
}

QJsonValue toJson(const YAML::Node &node, const Field &where, int depth)
{
    if (depth > kMaxNesting)
        reject(where, WorkflowFileReadWords::tr("nested more than %1 levels deep").arg(kMaxNesting));
    if (node.IsScalar())
        return scalarToJson(node);
    if (node.IsSequence()) {
        QJsonArray array;
        for (YAML::const_iterator it = node.begin(); it != node.end(); ++it)
            array.append(toJson(*it, where, depth + 1));
        return array;
    }
    if (node.IsMap()) {
        QJsonObject object;
        for (YAML::const_iterator it = node.begin(); it != node.end(); ++it) {
            const YAML::Node name = it->first;
            const YAML::Node value = it->second;
            object.insert(keyText(name), toJson(value, where, depth + 1));
        }
        return object;
    }
    return QJsonValue(QJsonValue::Null);
}

QJsonValue toJson(const Field &field)
{
    return toJson(field.node, field);
}

QJsonObject unknownFields(const Field &map, const std::initializer_list<const char *> &known)
{
    QJsonObject extra;
    for (const Entry &entry : entriesOf(map)) {
        if (!isOneOf(entry.key.toStdString(), known))
            extra.insert(entry.key, toJson(entry.value));
    }
    return extra;
}

QString readText(const Field &field)
{
    if (!field.present())
        return {};
    if (!field.node.IsScalar())
        reject(field, aboutValue(field, WorkflowFileReadWords::tr("must be text, not %1"), WorkflowFileReadWords::tr("must be text, not a map"),
                                 WorkflowFileReadWords::tr("must be text, not a list")));
    return fromUtf8(field.node.Scalar());
}

QString readRequiredText(const Field &field, const QString &whenMissing)
{
    const QString text = readText(field);
    if (text.isEmpty())
        reject(field, whenMissing);
    return text;
}

// Typed fields take their scalar's text whether it is quoted or not: position: "2" is position 2.
std::optional<int> intOf(const Field &field)
{
    if (!field.node.IsScalar())
        return std::nullopt;
    const std::optional<qint64> value = decimalInteger(fromUtf8(field.node.Scalar()));
    if (!value || *value < std::numeric_limits<int>::min() || *value > std::numeric_limits<int>::max())
        return std::nullopt;
    return int(*value);
}

int readRequiredInt(const Field &field, const QString &whenMissing)
{
    if (!field.present())
        reject(field, whenMissing);
    const std::optional<int> value = intOf(field);
    if (!value)
        reject(field, aboutValue(field, WorkflowFileReadWords::tr("%1 is not a whole number"), WorkflowFileReadWords::tr("a map is not a whole number"),
                                 WorkflowFileReadWords::tr("a list is not a whole number")));
    return *value;
}

int readInt(const Field &field, int fallback)
{
    return field.present() ? readRequiredInt(field, {}) : fallback;
}

// true/false in any case, and YAML 1.1's yes/no/on/off, which Go's yaml reads into a bool field too.
std::optional<bool> boolOf(const QString &text)
{
    const QString word = text.toLower();
    if (word == QLatin1String("true") || word == QLatin1String("yes") || word == QLatin1String("on"))
        return true;
    if (word == QLatin1String("false") || word == QLatin1String("no") || word == QLatin1String("off"))
        return false;
    return std::nullopt;
}

bool readBool(const Field &field, bool fallback)
{
    if (!field.present())
        return fallback;
    const std::optional<bool> value = field.node.IsScalar() ? boolOf(fromUtf8(field.node.Scalar())) : std::nullopt;
    if (!value)
        reject(field, aboutValue(field, WorkflowFileReadWords::tr("%1 is not true or false"), WorkflowFileReadWords::tr("a map is not true or false"),
                                 WorkflowFileReadWords::tr("a list is not true or false")));
    return *value;
}

AgentProfileRef readAgentProfile(const Field &field)
{
    if (!field.present())
        return {};
    requireMap(field, WorkflowFileReadWords::tr("must be a map with agent_name, model and mode"));
    AgentProfileRef profile;
    profile.agentName =
        readRequiredText(fieldOf(field, key::AgentName), WorkflowFileReadWords::tr("an agent profile needs the agent's name"));
    profile.model = readText(fieldOf(field, key::Model));
    profile.mode = readText(fieldOf(field, key::Mode));
    return profile;
}

// A move_to_step's step_position, checked against the workflow's steps once all of them are read.
struct StepReference {
    int position = 0;
    Field field;
};

bool isKnownAction(const QString &type)
{
    const QStringList &triggers = flow::triggerNames();
    return std::any_of(triggers.cbegin(), triggers.cend(),
                       [&type](const QString &trigger) { return flow::allowedActions(trigger).contains(type); });
}

void checkActionAllowed(const Field &typeField, const QString &type, const QString &trigger)
{
    const QStringList &allowed = flow::allowedActions(trigger);
    if (allowed.contains(type))
        return;
    const QString allowedList = allowed.join(QStringLiteral(", "));
    if (!isKnownAction(type))
        reject(typeField, WorkflowFileReadWords::tr("%1 is not an action kandev knows; %2 allows %3")
                              .arg(quotedText(type), trigger, allowedList));
    reject(typeField, WorkflowFileReadWords::tr("%1 does not allow %2; it allows %3").arg(trigger, quotedText(type), allowedList));
}

StepReference readStepPosition(const Field &config)
{
    const Field position = fieldOf(config, flow::StepPositionKey.data());
    const int value = readRequiredInt(position, WorkflowFileReadWords::tr("move_to_step needs the position of its target step"));
    return StepReference{value, position};
}

WorkflowAction readAction(const Field &item, const QString &trigger, QList<StepReference> &references)
{
    requireMap(item, WorkflowFileReadWords::tr("an action must be a map with a type and an optional config"));
    const Field typeField = fieldOf(item, key::Type);
    WorkflowAction action;
    action.type = readRequiredText(typeField, WorkflowFileReadWords::tr("an action needs a type"));
    checkActionAllowed(typeField, action.type, trigger);
    const Field config = fieldOf(item, key::Config);
    if (config.present()) {
        requireMap(config, WorkflowFileReadWords::tr("must be a map of settings"));
        action.config = toJson(config).toObject();
    }
    if (action.type == flow::action::MoveToStep) {
        const StepReference reference = readStepPosition(config);
        action.config.insert(flow::StepPositionKey, reference.position); // as an integer, even if it came quoted
        references.append(reference);
    }
    return action;
}

QList<WorkflowAction> readActions(const Field &field, const QString &trigger, QList<StepReference> &references)
{
    QList<WorkflowAction> actions;
    if (!field.present())
        return actions;
    if (!field.node.IsSequence())
        reject(field, WorkflowFileReadWords::tr("must be a list of actions"));
    for (const Field &item : itemsOf(field))
        actions.append(readAction(item, trigger, references));
    return actions;
}

// Known triggers become the step's events; others are kept in extra["events"] for write() to put back.
void readEvents(const Field &field, WorkflowStep &step, QList<StepReference> &references)
{
    if (!field.present())
        return;
    requireMap(field, WorkflowFileReadWords::tr("must map trigger names to lists of actions"));
    QJsonObject unknownTriggers;
    for (const Entry &entry : entriesOf(field)) {
        if (flow::isKnownTrigger(entry.key))
            step.events.insert(entry.key, readActions(entry.value, entry.key, references));
        else
            unknownTriggers.insert(entry.key, toJson(entry.value));
    }
    if (!unknownTriggers.isEmpty())
        step.extra.insert(QString::fromLatin1(key::Events), unknownTriggers);
}

WorkflowStep readStep(const Field &item, QList<StepReference> &references)
{
    requireMap(item, WorkflowFileReadWords::tr("a step must be a map of fields"));
    WorkflowStep step;
    step.name = readRequiredText(fieldOf(item, key::Name), WorkflowFileReadWords::tr("a step needs a name"));
    step.position = readRequiredInt(fieldOf(item, key::Position), WorkflowFileReadWords::tr("a step needs a position"));
    step.color = readText(fieldOf(item, key::Color));
    step.prompt = readText(fieldOf(item, key::Prompt));
    step.isStartStep = readBool(fieldOf(item, key::IsStartStep), false);
    step.showInCommandPanel = readBool(fieldOf(item, key::ShowInCommandPanel), false);
    step.allowManualMove = readBool(fieldOf(item, key::AllowManualMove), true);
    step.autoArchiveAfterHours = readInt(fieldOf(item, key::AutoArchiveAfterHours), 0);
    step.wipLimit = readInt(fieldOf(item, key::WipLimit), 0);
    if (step.wipLimit < 0)
        reject(fieldOf(item, key::WipLimit), WorkflowFileReadWords::tr("a limit of agents at work cannot be below 0 (0: no limit)"));
    step.agentProfile = readAgentProfile(fieldOf(item, key::AgentProfile));
    step.extra = unknownFields(item, kStepKeys);
    readEvents(fieldOf(item, key::Events), step, references);
    return step;
}

void checkReferences(const QList<StepReference> &references, const QHash<int, QString> &nameByPosition)
{
    for (const StepReference &reference : references) {
        if (!nameByPosition.contains(reference.position))
            reject(reference.field, WorkflowFileReadWords::tr("no step of this workflow has position %1").arg(reference.position));
    }
}

QList<WorkflowStep> readSteps(const Field &field)
{
    QList<WorkflowStep> steps;
    if (!field.present())
        return steps;
    if (!field.node.IsSequence())
        reject(field, WorkflowFileReadWords::tr("must be a list of steps"));
    QList<StepReference> references;
    QHash<int, QString> nameByPosition;
    for (const Field &item : itemsOf(field)) {
        const WorkflowStep step = readStep(item, references);
        if (nameByPosition.contains(step.position)) {
            const QString holder = quotedText(nameByPosition.value(step.position));
            reject(fieldOf(item, key::Position),
                   WorkflowFileReadWords::tr("%1 is used by step %2 too").arg(step.position).arg(holder));
        }
        nameByPosition.insert(step.position, step.name);
        steps.append(step);
    }
    checkReferences(references, nameByPosition);
    std::stable_sort(steps.begin(), steps.end(),
                     [](const WorkflowStep &a, const WorkflowStep &b) { return a.position < b.position; });
    return steps;
}

Workflow readWorkflow(const Field &item)
{
    requireMap(item, WorkflowFileReadWords::tr("a workflow must be a map of fields"));
    Workflow result;
    result.name = readRequiredText(fieldOf(item, key::Name), WorkflowFileReadWords::tr("a workflow needs a name"));
    result.description = readText(fieldOf(item, key::Description));
    result.prompt = readText(fieldOf(item, key::Prompt));
    result.agentProfile = readAgentProfile(fieldOf(item, key::AgentProfile));
    result.steps = readSteps(fieldOf(item, key::Steps));
    result.extra = unknownFields(item, kWorkflowKeys);
    return result;
}

void checkEnvelope(const Field &root)
{
    const Field version = fieldOf(root, key::Version);
    if (!version.present())
        reject(version, WorkflowFileReadWords::tr("missing; a kandev workflow file has version: %1").arg(kFileVersion));
    if (intOf(version) != kFileVersion) {
        const QString supported = QString::number(kFileVersion);
        if (version.node.IsScalar())
            reject(version, WorkflowFileReadWords::tr("%1 is not supported; only version %2 is").arg(quotedText(fromUtf8(version.node.Scalar())), supported));
        reject(version, version.node.IsMap() ? WorkflowFileReadWords::tr("a map is not supported; only version %1 is").arg(supported)
                                             : WorkflowFileReadWords::tr("a list is not supported; only version %1 is").arg(supported));
    }
    const Field type = fieldOf(root, key::Type);
    if (readText(type) != QLatin1String(kFileType))
        reject(type, WorkflowFileReadWords::tr("must be %1, the type of kandev workflow files").arg(QLatin1String(kFileType)));
}

QList<Workflow> readFile(const YAML::Node &document)
{
    const Field root{document, QString(), lineOf(document, 1), true};
    if (!root.present())
        reject(root.line, {}, WorkflowFileReadWords::tr("the file is empty; a kandev workflow file starts with version: 1"));
    requireMap(root, WorkflowFileReadWords::tr("not a kandev workflow file: expected a map of version, type and workflows"));
    checkEnvelope(root);
    const Field workflows = fieldOf(root, key::Workflows);
    if (workflows.present() && !workflows.node.IsSequence())
        reject(workflows, WorkflowFileReadWords::tr("must be a list of workflows"));
    if (!workflows.present() || workflows.node.size() == 0)
        reject(workflows, WorkflowFileReadWords::tr("the file has no workflows"));
    QList<Workflow> result;
    for (const Field &item : itemsOf(workflows))
        result.append(readWorkflow(item));
    return result;
}

} // namespace

Expected<QList<Workflow>> read(const QByteArray &yaml)
{
    try {
        return readFile(YAML::Load(yaml.toStdString()));
    } catch (const Rejection &rejection) {
        return rejection.error;
    } catch (const YAML::Exception &exception) {
        const int line = exception.mark.is_null() ? 1 : exception.mark.line + 1;
        return Error{WorkflowFileReadWords::tr("line %1: %2").arg(line).arg(fromUtf8(exception.msg))};
    }
}

} // namespace kandesk::workflowfile
