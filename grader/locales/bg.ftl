# Собствените съобщения на grader, на български. Всеки ключ тук го има и в en.ftl, и в de.ftl.

## Класове грешки: кратко име и защо е важно, с думи, които ученикът разбира.
class-not-done = още не е готово
class-not-done-why = В задачата още има todo!(): оттам започваш.
class-compile-error = не се компилира
class-compile-error-why = Компилаторът обяснява всяка грешка по-горе; поправи първо първата.
class-forbidden-api = отхвърлено преди компилиране
class-forbidden-api-why = grader може да изследва само нишки и ключалки, които вижда: тези от conveyor.
class-lost-item = изгубен елемент
class-lost-item-why = Всеки елемент, който влезе в опашката, трябва да излезе точно веднъж: изчезналата поръчка никога не се опакова.
class-duplicate-item = елемент, взет два пъти
class-duplicate-item-why = Две нишки взеха един и същ елемент: проверката и взимането трябва да стават под една ключалка.
class-capacity-exceeded = превишен капацитет (няма обратен натиск)
class-capacity-exceeded-why = Пълната опашка трябва да кара put да чака; така бавната страна задържа бързата.
class-deadlock = нишка чака вечно
class-deadlock-why = Нишка чака нещо, което никой никога няма да направи: липсващо отровно хапче, изгубено събуждане или забравен notify.
class-no-recheck = събудената нишка не проверява отново
class-no-recheck-why = Друга нишка може да е по-бърза от тази, която си събудил: чакай в цикъл while, а не зад if.
class-busy-wait = активно чакане
class-busy-wait-why = Чакащата нишка трябва да спи в Condvar::wait, а не да опитва пак и пак: постоянните опити изгарят цяло ядро.
class-wrong-output = грешен изход
class-wrong-output-why = Това, което програмата отпечатва или връща, не е това, което иска задачата.
class-out-of-order = грешен ред
class-out-of-order-why = Елементите и резултатите трябва да запазят реда си: който влезе пръв, излиза пръв; резултатите идват по реда на входа.
class-not-concurrent = върви само последователно
class-not-concurrent-why = Задачите никога не вървят едновременно, затова пулът не е по-бърз от обикновен цикъл.
class-too-many-threads = твърде много нишки
class-too-many-threads-why = Пулът има постоянен брой нишки; нишка за всяка задача е точно това, което пулът трябва да избегне.
class-worker-died = работник умря
class-worker-died-why = Грешка или panic в една задача не бива да спира нишката, която я изпълнява.
class-early-close = затворен твърде рано
class-early-close-why = Затварянето трябва да изчака, докато не свърши всяка вече подадена задача.
class-panic = panic
class-panic-why = Кодът ти направи panic; съобщението и редът показват къде.
class-timeout = изтекло време
class-timeout-why = Проверката не напредна навреме: нишка, която се върти, без никога да чака, може да спре само часовникът.
class-resource-limit = ограничение на ресурсите
class-resource-limit-why = Проверката използва повече памет или изход, отколкото ѝ е позволено.
class-crash = срив
class-crash-why = Процесът на проверката свърши без резултат: сигнал, abort, препълване на стека или собствен exit.

## Какво намериха проверките (общо за всички уроци).
not-done = В { $file }:{ $line } още пише todo!(). Оттам започваш.
deadlock = Всички останали нишки чакат и нищо не може да ги събуди: { $threads }.
step-limit = Една нишка продължи да работи, без да напредва: опитва пак и пак, вместо да чака.
student-panic = Кодът ти направи panic в { $file }:{ $line }: { $message }
check-lost-finding = Проверката се провали, без да каже защо: моля, кажи на учителя си.
capacity-exceeded = В опашката имаше поне { $inside } елемента, а капацитетът ѝ е { $capacity }.
duplicate-item = { $item } е взет { $times } пъти, а е сложен само веднъж.
unknown-item = { $item } е взет, но никой не го е сложил.
lost-item = { $count } от { $sent } елемента влязоха и никога не излязоха: { $missing }.
busy-wait = { $call } направи { $ops } операции (ключалка, атомарни или yield), докато чакаше: опитва пак и пак, вместо да спи в wait().
stuck-in = { $thread } в { $call }

## Преди проверките.
forbidden-std-sync = `{ $found }` идва от std::sync: импортирай от conveyor::sync, за да може да се изследва всяко преплитане на нишките.
forbidden-std-thread = `{ $found }` идва от std::thread: импортирай от conveyor::thread, за да може да се изследва всяко преплитане на нишките.
forbidden-std-rename = `{ $found }` преименува std, а това би скрило за какво се използва: пиши пътищата std:: изцяло.
file-missing = { $file } не може да се прочете: { $error }
compile-error = { $file } не се компилира:
api-mismatch = { $file } се компилира, но проверките не могат да го използват: запази публичния API на задачата точно такъв, какъвто е даден.
setup-error = grader не успя да построи проверките (не е по твоя вина): { $error }
cannot-start = Проверката не може да започне: { $error }
timeout = Няма напредък от { $seconds } s: проверката беше спряна. Цикъл, който никога не чака, не може да бъде прекъснат по друг начин.
crash-signal = Процесът на проверката беше убит от сигнал { $signal }, преди да докладва (срив, abort или препълване на стека).
crash-exit = Процесът на проверката свърши с код { $code }, преди да докладва: кодът ти вика ли exit или abort?
crash-unknown = Процесът на проверката свърши без доклад.
snapshot-missing = Очакваният изход { $file } не може да се прочете: { $error }
main-not-done = Програмата спира на todo!() в { $file }.
main-failed = Програмата не завърши добре:
    { $stderr }
output-differs = Изходът на програмата не е очакваният.

## Докладът.
checking = Проверка на { $id } ({ $file })…
check-skipped = не е пусната
grader-error = не можа да се провери
scenario = Сценарий: { $scenario }
stuck-threads = Заседнали: { $threads }
diff-legend = - очаквано, + отпечатано:
replay-with = Пусни отново точно това преплитане:
more-failing = { $count ->
    [one] Още една проверка също не минава.
   *[other] Още { $count } проверки също не минават.
}
verdict-pass = { $id }: всички проверки минават. Браво!
verdict-fail = { $id }: още не. Поправи първата грешка по-горе и провери пак.
verdict-error = { $id } не можа да се провери.

## Команди.
no-workspace = Тук няма работна папка на курса ({ $dir }): пусни grader в папката на курса.
bad-manifest = Манифестът на един урок е повреден: { $error }
unknown-exercise = Няма задача { $id }. Задачи: { $known }
bad-replay = --replay приема CHECK:SCENARIO:SCHEDULE, точно както го отпечатва проверка, която не е минала.
list-name = задача
list-status = състояние
list-title = заглавие
status-not-started = не е започната
status-failing = не минава
status-done = готова
no-hints = { $id } няма подсказки.
hint-number = Подсказка { $n } от { $of }:
hint-more = Попитай пак за следващата подсказка: grader hint { $id }
verify-expected = очаквано { $class }, получено
verify-ok = Всеки stub се проваля, всяко решение минава, всеки мутант е хванат.
verify-failed = Някои проверки не си вършат работата (виж ✗ по-горе).

## Времевата линия на едно неуспешно преплитане.
timeline-title = Какво се случи, стъпка по стъпка ({ $steps } стъпки на планировчика, { $preemptions } прекъсвания):
timeline-returns = { $call } връща
timeline-forever = чака вечно
timeline-folded = … още { $count } стъпки, в които { $threads } продължават …
timeline-stuck = { $thread } чака в { $call } от стъпка { $step } и не е останала нишка, която да я събуди.
timeline-look-at = Вижте { $function } в { $file }:{ $line }.
note-over-capacity = вече поне { $inside } вътре, капацитет { $capacity }
unknown-lesson = Няма урок { $id }. Уроци: { $known }
lesson-missing = Урокът { $id } още няма текст.
