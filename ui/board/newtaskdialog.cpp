// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "newtaskdialog.h"

#include "models/agents/agentregistry.h"
#include "models/queries/profilequeries.h"
#include "models/queries/repositoryqueries.h"
#include "repositorypicker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QShortcut>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kRepositoryIdRole = Qt::UserRole + 1;
constexpr int kAgentProfileIdRole = Qt::UserRole + 1;
constexpr int kAgentIdRole = Qt::UserRole + 2;
constexpr int kExecutorProfileIdRole = Qt::UserRole + 1;

QLabel *makeErrorLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const bool dark = parent->palette().color(QPalette::Window).lightness() < 128;
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xcf, 0x22, 0x2e));
    label->setPalette(palette);
    label->hide();
    return label;
}

void showError(QLabel *label, const QString &message)
{
    label->setText(message.isEmpty() ? QString() : QStringLiteral("⚠ ") + message);
    label->setVisible(!message.isEmpty());
}

} // namespace

NewTaskDialog::NewTaskDialog(Stores stores, QString workspaceId, QWidget *parent)
    : QDialog(parent)
    , m_stores(stores)
    , m_workspaceId(std::move(workspaceId))
    , m_picker(new RepositoryPicker(stores.adding, m_workspaceId, this))
    , m_title(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_repositories(new QListWidget(this))
    , m_addRepository(new QPushButton(QIcon::fromTheme(QStringLiteral("folder-add")), tr("Add Repository…"), this))
    , m_baseBranch(new QComboBox(this))
    , m_agent(new QComboBox(this))
    , m_executor(new QComboBox(this))
    , m_startNow(new QCheckBox(tr("Start the agent now"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("newTaskDialog"));
    setWindowTitle(tr("New Task"));
    const QFontMetrics fm = fontMetrics();

    m_title->setObjectName(QStringLiteral("taskTitle"));
    m_title->setPlaceholderText(tr("What should the agent do?"));
    m_titleError = makeErrorLabel(this, QStringLiteral("titleError"));

    m_description->setObjectName(QStringLiteral("taskDescription"));
    m_description->setPlaceholderText(tr("The first prompt: context, constraints, how to check the result…"));
    m_description->setTabChangesFocus(true);
    m_description->setMinimumHeight(fm.lineSpacing() * 5);

    m_repositories->setObjectName(QStringLiteral("taskRepositories"));
    m_repositories->setAccessibleName(tr("Repositories"));
    m_repositories->setMaximumHeight(fm.lineSpacing() * 5 + 2 * m_repositories->frameWidth());
    m_repositories->setTextElideMode(Qt::ElideMiddle);
    m_repositories->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_addRepository->setObjectName(QStringLiteral("addRepositoryButton"));
    m_repositoryError = makeErrorLabel(this, QStringLiteral("repositoryError"));
    auto *repositoryStatus = new QLabel(this);
    repositoryStatus->setObjectName(QStringLiteral("repositoryStatus"));
    repositoryStatus->setForegroundRole(QPalette::PlaceholderText);
    repositoryStatus->hide();

    m_baseBranch->setObjectName(QStringLiteral("baseBranch"));
    m_baseBranch->setEditable(true);
    m_baseBranch->lineEdit()->setAccessibleName(tr("Base branch"));
    m_baseBranch->setInsertPolicy(QComboBox::NoInsert);
    m_baseBranch->setToolTip(tr("The branch the task's worktree starts from"));
    m_agent->setObjectName(QStringLiteral("agent"));
    m_executor->setObjectName(QStringLiteral("executor"));
    m_startNow->setObjectName(QStringLiteral("startNow"));
    m_startNow->setToolTip(tr("Put the task in In Progress and launch its agent"));

    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("Create Task"));
    ok->setToolTip(tr("Ctrl+Enter"));

    auto *titleBox = new QVBoxLayout;
    titleBox->setSpacing(2);
    titleBox->addWidget(m_title);
    titleBox->addWidget(m_titleError);

    auto *repositoryButtons = new QHBoxLayout;
    repositoryButtons->addWidget(repositoryStatus);
    repositoryButtons->addStretch(1);
    repositoryButtons->addWidget(m_addRepository);
    auto *repositoryBox = new QVBoxLayout;
    repositoryBox->setSpacing(2);
    repositoryBox->addWidget(m_repositories);
    repositoryBox->addWidget(m_repositoryError);
    repositoryBox->addLayout(repositoryButtons);

    auto *form = m_form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    auto addRow = [this, form](const QString &text, QWidget *buddy, auto *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        form->addRow(label, field);
    };
    addRow(tr("&Title:"), m_title, titleBox);
    addRow(tr("&Description:"), m_description, m_description);
    addRow(tr("&Repositories:"), m_repositories, repositoryBox);
    addRow(tr("&Base branch:"), m_baseBranch, m_baseBranch);
    addRow(tr("&Agent:"), m_agent, m_agent);
    addRow(tr("&Executor:"), m_executor, m_executor);
    form->addRow(QString(), m_startNow);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addSpacing(fm.height() / 2);
    layout->addWidget(m_buttons);
    setMinimumWidth(fm.averageCharWidth() * 96);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (const QKeySequence &keys :
        { QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter) }) {
        auto *shortcut = new QShortcut(keys, this);
        connect(shortcut, &QShortcut::activated, this, [this] {
            if (isValid())
                accept();
        });
    }
    connect(m_title, &QLineEdit::textEdited, this, [this] {
        m_titleTouched = true;
        validate();
    });
    connect(m_title, &QLineEdit::textChanged, this, &NewTaskDialog::validate);
    connect(m_repositories, &QListWidget::itemChanged, this, [this] {
        m_pickerError.clear();
        updateBaseBranch();
        validate();
    });
    connect(m_baseBranch, &QComboBox::editTextChanged, this, [this] { validate(); });
    connect(m_baseBranch->lineEdit(), &QLineEdit::textEdited, this, [this] { m_branchEdited = true; });
    connect(m_baseBranch, &QComboBox::activated, this, [this] { m_branchEdited = true; });
    connect(m_addRepository, &QPushButton::clicked, this, [this] { m_picker->chooseAndAdd(this); });
    connect(m_picker, &RepositoryPicker::busyChanged, this, [this, repositoryStatus](bool busy, const QString &folder) {
        m_addRepository->setEnabled(!busy);
        repositoryStatus->setText(busy ? tr("Checking %1…").arg(folder) : QString());
        repositoryStatus->setVisible(busy);
        if (busy)
            m_pickerError.clear();
        validate();
    });
    connect(m_picker, &RepositoryPicker::added, this,
        [this](const Repository &repository) { loadRepositories(repository.id); });
    connect(m_picker, &RepositoryPicker::failed, this, [this](const QString &message) {
        m_pickerError = message;
        validate();
    });

    loadRepositories();
    loadAgents();
    loadExecutors();
    m_title->setFocus();
}

NewTaskDialog::~NewTaskDialog() = default;

void NewTaskDialog::loadRepositories(const QString &selectId)
{
    QSet<QString> checked;
    for (const Repository &repository : checkedRepositories())
        checked.insert(repository.id);
    if (!selectId.isEmpty())
        checked.insert(selectId);

    auto repositories = m_stores.repositories.list(m_workspaceId);
    m_repositoryList = repositories ? *repositories : QList<Repository> {};
    if (!repositories)
        m_pickerError = repositories.error();
    if (checked.isEmpty() && !m_repositoryList.isEmpty())
        checked.insert(m_repositoryList.first().id);

    const QSignalBlocker blocker(m_repositories);
    m_repositories->clear();
    for (const Repository &repository : std::as_const(m_repositoryList)) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1  —  %2").arg(repository.name, QDir::toNativeSeparators(repository.path)),
            m_repositories);
        item->setData(kRepositoryIdRole, repository.id);
        item->setToolTip(tr("%1, default branch %2").arg(repository.path, repository.defaultBranch));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(checked.contains(repository.id) ? Qt::Checked : Qt::Unchecked);
    }
    m_repositories->setVisible(!m_repositoryList.isEmpty());
    updateBaseBranch();
    validate();
}

void NewTaskDialog::loadAgents()
{
    m_agent->clear();
    auto profiles = m_stores.profiles.agentProfiles();
    if (profiles && !profiles->isEmpty()) {
        for (const AgentProfile &profile : *profiles) {
            m_agent->addItem(profile.name.isEmpty() ? profile.agentId : profile.name);
            m_agent->setItemData(m_agent->count() - 1, profile.id, kAgentProfileIdRole);
            m_agent->setItemData(m_agent->count() - 1, profile.agentId, kAgentIdRole);
            m_agent->setItemData(m_agent->count() - 1, tr("Agent %1").arg(profile.agentId), Qt::ToolTipRole);
        }
        return;
    }
    // No profiles yet: the built-in agents, by id, so that a first task needs no Settings visit.
    const AgentRegistry registry;
    for (const AgentDefinition &agent : registry.agents()) {
        if (!agent.enabled)
            continue;
        m_agent->addItem(tr("%1 (built-in)").arg(agent.displayName));
        m_agent->setItemData(m_agent->count() - 1, QString(), kAgentProfileIdRole);
        m_agent->setItemData(m_agent->count() - 1, agent.id, kAgentIdRole);
    }
}

void NewTaskDialog::selectAgentProfile(const QString &profileId)
{
    if (const int index = m_agent->findData(profileId, kAgentProfileIdRole); index >= 0 && !profileId.isEmpty())
        m_agent->setCurrentIndex(index);
}

void NewTaskDialog::showReadiness(ReadinessPanel::Services services)
{
    if (m_readiness)
        return;
    m_readiness = new ReadinessPanel(services, ReadinessPanel::Mode::OneAgent, this);
    int row = -1;
    QFormLayout::ItemRole role{};
    m_form->getWidgetPosition(m_agent, &row, &role);
    m_form->insertRow(row + 1, QString(), m_readiness);
    m_readiness->showAgent(agentId());
    connect(m_agent, &QComboBox::currentIndexChanged, m_readiness, [this] { m_readiness->showAgent(agentId()); });
}

QList<Repository> NewTaskDialog::checkedRepositories() const
{
    QList<Repository> result;
    for (int row = 0; row < m_repositories->count(); ++row) {
        const QListWidgetItem *item = m_repositories->item(row);
        if (item->checkState() != Qt::Checked)
            continue;
        const QString id = item->data(kRepositoryIdRole).toString();
        for (const Repository &repository : m_repositoryList) {
            if (repository.id == id)
                result.append(repository);
        }
    }
    return result;
}

void NewTaskDialog::updateBaseBranch()
{
    const QList<Repository> chosen = checkedRepositories();
    const QString typed = m_baseBranch->currentText();
    const QSignalBlocker blocker(m_baseBranch);
    m_baseBranch->clear();
    QStringList branches;
    for (const Repository &repository : chosen.isEmpty() ? m_repositoryList : chosen) {
        if (!repository.defaultBranch.isEmpty() && !branches.contains(repository.defaultBranch))
            branches.append(repository.defaultBranch);
    }
    m_baseBranch->addItems(branches);
    if (m_branchEdited)
        m_baseBranch->setEditText(typed);
    else
        m_baseBranch->setCurrentIndex(branches.isEmpty() ? -1 : 0);
    m_baseBranch->lineEdit()->setPlaceholderText(
        chosen.size() > 1 ? tr("each repository's default branch") : tr("the repository's default branch"));
}

bool NewTaskDialog::isValid() const
{
    return !m_title->text().trimmed().isEmpty() && !checkedRepositories().isEmpty();
}

void NewTaskDialog::validate()
{
    const bool noTitle = m_title->text().trimmed().isEmpty();
    showError(m_titleError, noTitle && m_titleTouched ? tr("Give the task a title.") : QString());
    if (!m_pickerError.isEmpty())
        showError(m_repositoryError, m_pickerError);
    else if (m_picker->isBusy())
        showError(m_repositoryError, {});
    else {
        if (m_repositoryList.isEmpty())
            showError(m_repositoryError, tr("Add a repository for the agent to work in."));
        else if (checkedRepositories().isEmpty())
            showError(m_repositoryError, tr("Choose at least one repository."));
        else
            showError(m_repositoryError, {});
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(isValid());
}

Task NewTaskDialog::task() const
{
    Task task;
    task.workspaceId = m_workspaceId;
    task.title = m_title->text().trimmed();
    task.description = m_description->toPlainText().trimmed();
    task.agentProfileId = agentProfileId();
    task.executorProfileId = executorProfileId();
    const QString branch = m_baseBranch->currentText().trimmed();
    int position = 0;
    for (const Repository &repository : checkedRepositories()) {
        TaskRepository entry;
        entry.repositoryId = repository.id;
        entry.baseBranch = m_branchEdited && !branch.isEmpty() ? branch : repository.defaultBranch;
        entry.position = position++;
        task.repositories.append(entry);
    }
    return task;
}

QString NewTaskDialog::agentProfileId() const
{
    return m_agent->currentData(kAgentProfileIdRole).toString();
}

QString NewTaskDialog::agentId() const
{
    return m_agent->currentData(kAgentIdRole).toString();
}

QString NewTaskDialog::executorProfileId() const
{
    return m_executor->currentData(kExecutorProfileIdRole).toString();
}

void NewTaskDialog::loadExecutors()
{
    // Worktree first (the default), then Local, then the user's own profiles by name (the built-in
    // ones exist from the runtime's start on: TaskRunnerRuntime::create).
    m_executor->clear();
    auto addExecutor = [this](const QString &text, const QString &type, const QString &profileId) {
        m_executor->addItem(text, type);
        m_executor->setItemData(m_executor->count() - 1, profileId, kExecutorProfileIdRole);
    };
    addExecutor(tr("Worktree · an isolated git worktree per task"), QStringLiteral("worktree"), QStringLiteral("worktree"));
    addExecutor(tr("Local · directly in the repository folder"), QStringLiteral("local"), QStringLiteral("local"));
    auto profiles = m_stores.profiles.executorProfiles();
    if (!profiles)
        return;
    for (const ExecutorProfile &profile : std::as_const(*profiles)) {
        if (profile.id == QLatin1String("worktree") || profile.id == QLatin1String("local"))
            continue;
        addExecutor(tr("%1 · %2").arg(profile.name, profile.executorType), profile.executorType, profile.id);
    }
}

QString NewTaskDialog::executorType() const
{
    return m_executor->currentData().toString();
}

bool NewTaskDialog::startNow() const
{
    return m_startNow->isChecked();
}

void NewTaskDialog::setStartNow(bool startNow)
{
    m_startNow->setChecked(startNow);
}

} // namespace kandesk::ui
