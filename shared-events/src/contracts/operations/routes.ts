/**
 * Every operation's method and path, and nothing else: zod-free, so the web's initial chunk can
 * build URLs from them (`web/src/api/operation.ts`). The operation objects (`operations.ts` files
 * beside it) add the request and reply schemas to these.
 */
export * from './routes.public';
export * from './routes.session';
export const getExpenseCategories = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/expense-categories',
} as const;
export const postExpenseCategories = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/expense-categories',
} as const;
export const renameCategory = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/expense-categories/:expenseCategoryId',
} as const;
export const deleteExpenseCategories = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/expense-categories/:expenseCategoryId',
} as const;
export const listExpenses = { method: 'GET', path: '/api/restaurants/:restaurantId/expenses' } as const;
export const createExpense = { method: 'POST', path: '/api/restaurants/:restaurantId/expenses' } as const;
export const listRecurring = { method: 'GET', path: '/api/restaurants/:restaurantId/recurring-expenses' } as const;
export const createRecurring = { method: 'POST', path: '/api/restaurants/:restaurantId/recurring-expenses' } as const;
export const updateRecurring = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/recurring-expenses/:recurringId',
} as const;
export const deleteRecurring = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/recurring-expenses/:recurringId',
} as const;
export const getExpense = { method: 'GET', path: '/api/restaurants/:restaurantId/expenses/:expenseId' } as const;
export const updateExpense = { method: 'PUT', path: '/api/restaurants/:restaurantId/expenses/:expenseId' } as const;
export const deleteExpense = { method: 'DELETE', path: '/api/restaurants/:restaurantId/expenses/:expenseId' } as const;
export const listBills = { method: 'GET', path: '/api/restaurants/:restaurantId/supplier-bills' } as const;
export const postSupplierBills = { method: 'POST', path: '/api/restaurants/:restaurantId/supplier-bills' } as const;
export const paySupplier = { method: 'POST', path: '/api/restaurants/:restaurantId/supplier-payments' } as const;
export const payables = { method: 'GET', path: '/api/restaurants/:restaurantId/payables' } as const;
export const supplierLedger = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/suppliers/:supplierId/ledger',
} as const;
export const chargeToAccount = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/bills/:billId/charge-to-account',
} as const;
export const customerLedger = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/customers/:customerId/ledger',
} as const;
export const emailCustomerStatement = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/customers/:customerId/statement',
} as const;
export const receiveCustomerPayment = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/customer-payments',
} as const;
export const getOtherIncome = { method: 'GET', path: '/api/restaurants/:restaurantId/other-income' } as const;
export const recordIncome = { method: 'POST', path: '/api/restaurants/:restaurantId/other-income' } as const;
export const deleteIncome = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/other-income/:incomeId',
} as const;
export const daybook = { method: 'GET', path: '/api/restaurants/:restaurantId/daybook' } as const;
export const profitAndLoss = { method: 'GET', path: '/api/restaurants/:restaurantId/reports/profit-and-loss' } as const;
export const listUnits = { method: 'GET', path: '/api/restaurants/:restaurantId/measuring-units' } as const;
export const createUnit = { method: 'POST', path: '/api/restaurants/:restaurantId/measuring-units' } as const;
export const updateUnit = { method: 'PUT', path: '/api/restaurants/:restaurantId/measuring-units/:unitId' } as const;
export const deleteUnit = { method: 'DELETE', path: '/api/restaurants/:restaurantId/measuring-units/:unitId' } as const;
export const listGroups = { method: 'GET', path: '/api/restaurants/:restaurantId/inventory-groups' } as const;
export const createGroup = { method: 'POST', path: '/api/restaurants/:restaurantId/inventory-groups' } as const;
export const updateGroup = { method: 'PUT', path: '/api/restaurants/:restaurantId/inventory-groups/:groupId' } as const;
export const deleteGroup = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/inventory-groups/:groupId',
} as const;
export const listItems = { method: 'GET', path: '/api/restaurants/:restaurantId/inventory-items' } as const;
export const createItem = { method: 'POST', path: '/api/restaurants/:restaurantId/inventory-items' } as const;
export const importItems = { method: 'POST', path: '/api/restaurants/:restaurantId/inventory-items/import' } as const;
export const getItem = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/inventory-items/:inventoryItemId',
} as const;
export const patchInventoryItems = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/inventory-items/:inventoryItemId',
} as const;
export const deleteItem = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/inventory-items/:inventoryItemId',
} as const;
export const itemMovements = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/inventory-items/:inventoryItemId/movements',
} as const;
export const recordMovement = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/inventory-items/:inventoryItemId/movements',
} as const;
export const listMovements = { method: 'GET', path: '/api/restaurants/:restaurantId/stock-movements' } as const;
export const listCounts = { method: 'GET', path: '/api/restaurants/:restaurantId/stock-counts' } as const;
export const createCount = { method: 'POST', path: '/api/restaurants/:restaurantId/stock-counts' } as const;
export const getCount = { method: 'GET', path: '/api/restaurants/:restaurantId/stock-counts/:countId' } as const;
export const saveCountLines = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/stock-counts/:countId/lines',
} as const;
export const postCount = { method: 'POST', path: '/api/restaurants/:restaurantId/stock-counts/:countId/post' } as const;
export const stockValue = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/inventory-reports/stock-value',
} as const;
export const usage = { method: 'GET', path: '/api/restaurants/:restaurantId/inventory-reports/usage' } as const;
export const purchasesBySupplier = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/inventory-reports/purchases',
} as const;
export const getRecipe = { method: 'GET', path: '/api/restaurants/:restaurantId/dishes/:dishId/recipe' } as const;
export const saveRecipe = { method: 'PUT', path: '/api/restaurants/:restaurantId/dishes/:dishId/recipe' } as const;
export const listPurchases = { method: 'GET', path: '/api/restaurants/:restaurantId/purchases' } as const;
export const suggestPurchases = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/purchases/suggestions',
} as const;
export const createPurchase = { method: 'POST', path: '/api/restaurants/:restaurantId/purchases' } as const;
export const getPurchase = { method: 'GET', path: '/api/restaurants/:restaurantId/purchases/:purchaseId' } as const;
export const updatePurchase = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/purchases/:purchaseId',
} as const;
export const placePurchase = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/purchases/:purchaseId/order',
} as const;
export const receivePurchase = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/purchases/:purchaseId/receive',
} as const;
export const cancelPurchase = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/purchases/:purchaseId/cancel',
} as const;
export const emailPurchase = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/purchases/:purchaseId/email',
} as const;
export const listSuppliers = { method: 'GET', path: '/api/restaurants/:restaurantId/suppliers' } as const;
export const createSupplier = { method: 'POST', path: '/api/restaurants/:restaurantId/suppliers' } as const;
export const getSupplier = { method: 'GET', path: '/api/restaurants/:restaurantId/suppliers/:supplierId' } as const;
export const updateSupplier = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/suppliers/:supplierId',
} as const;
export const deleteSupplier = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/suppliers/:supplierId',
} as const;
export const logoutEverywhere = { method: 'POST', path: '/api/auth/logout-everywhere' } as const;
export const forgotPassword = { method: 'POST', path: '/api/auth/forgot-password' } as const;
export const resetPassword = { method: 'POST', path: '/api/auth/reset-password' } as const;
export const verifyEmail = { method: 'POST', path: '/api/auth/verify-email' } as const;
export const resendVerification = { method: 'POST', path: '/api/auth/verify-email/resend' } as const;
export const updateMe = { method: 'PATCH', path: '/api/me' } as const;
export const changePassword = { method: 'POST', path: '/api/me/password' } as const;
export const setNotifications = { method: 'PUT', path: '/api/me/notifications' } as const;
export const listMembers = { method: 'GET', path: '/api/restaurants/:restaurantId/members' } as const;
export const inviteMembers = { method: 'POST', path: '/api/restaurants/:restaurantId/members/invitations' } as const;
export const updateMember = { method: 'PATCH', path: '/api/restaurants/:restaurantId/members/:memberId' } as const;
export const removeMember = { method: 'DELETE', path: '/api/restaurants/:restaurantId/members/:memberId' } as const;
export const listMyInvitations = { method: 'GET', path: '/api/invitations' } as const;
export const acceptInvitation = { method: 'POST', path: '/api/invitations/:id/accept' } as const;
export const declineInvitation = { method: 'POST', path: '/api/invitations/:id/decline' } as const;
export const createRestaurant = { method: 'POST', path: '/api/restaurants' } as const;
export const listMyRestaurants = { method: 'GET', path: '/api/restaurants' } as const;
export const getRestaurant = { method: 'GET', path: '/api/restaurants/:restaurantId' } as const;
export const updateRestaurant = { method: 'PATCH', path: '/api/restaurants/:restaurantId' } as const;
export const setupChecklist = { method: 'GET', path: '/api/restaurants/:restaurantId/setup-checklist' } as const;
export const listRoles = { method: 'GET', path: '/api/restaurants/:restaurantId/roles' } as const;
export const createRole = { method: 'POST', path: '/api/restaurants/:restaurantId/roles' } as const;
export const updateRole = { method: 'PATCH', path: '/api/restaurants/:restaurantId/roles/:roleId' } as const;
export const deleteRole = { method: 'DELETE', path: '/api/restaurants/:restaurantId/roles/:roleId' } as const;
export const storeImage = { method: 'POST', path: '/api/restaurants/:restaurantId/uploads' } as const;
export const storeReceipt = { method: 'POST', path: '/api/restaurants/:restaurantId/uploads/receipts' } as const;
export const readReceipt = { method: 'GET', path: '/api/restaurants/:restaurantId/uploads/receipts/:file' } as const;
export const listActivity = { method: 'GET', path: '/api/restaurants/:restaurantId/events' } as const;
export const verifyActivity = { method: 'GET', path: '/api/restaurants/:restaurantId/events/verification' } as const;
export const dashboardSummary = { method: 'GET', path: '/api/restaurants/:restaurantId/dashboard/summary' } as const;
export const listExports = { method: 'GET', path: '/api/restaurants/:restaurantId/exports' } as const;
export const requestExport = { method: 'POST', path: '/api/restaurants/:restaurantId/exports' } as const;
export const requestDataExport = { method: 'POST', path: '/api/restaurants/:restaurantId/data-export' } as const;
export const deleteRestaurant = { method: 'DELETE', path: '/api/restaurants/:restaurantId' } as const;
export const getExport = { method: 'GET', path: '/api/restaurants/:restaurantId/exports/:exportId' } as const;
export const exportFile = { method: 'GET', path: '/api/restaurants/:restaurantId/exports/:exportId/file' } as const;
export const summary = { method: 'GET', path: '/api/restaurants/:restaurantId/reports/summary' } as const;
export const sales = { method: 'GET', path: '/api/restaurants/:restaurantId/reports/sales' } as const;
export const getReportsProductMix = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/reports/product-mix',
} as const;
export const getReportsPayments = { method: 'GET', path: '/api/restaurants/:restaurantId/reports/payments' } as const;
export const serviceTimes = { method: 'GET', path: '/api/restaurants/:restaurantId/reports/service-times' } as const;
export const groupReport = { method: 'GET', path: '/api/reports/group' } as const;
export const requestRebuild = { method: 'POST', path: '/api/restaurants/:restaurantId/reports/rebuild' } as const;
export const getReportsStaff = { method: 'GET', path: '/api/restaurants/:restaurantId/reports/staff' } as const;
export const searchData = { method: 'GET', path: '/api/main-search/data' } as const;
export const bookmarksData = { method: 'GET', path: '/api/bookmarks/data' } as const;
export const searchRecords = { method: 'GET', path: '/api/restaurants/:restaurantId/search' } as const;
export const toggle = { method: 'POST', path: '/api/bookmarks/update' } as const;
export const getCategories = { method: 'GET', path: '/api/restaurants/:restaurantId/categories' } as const;
export const postCategories = { method: 'POST', path: '/api/restaurants/:restaurantId/categories' } as const;
export const getCategory = { method: 'GET', path: '/api/restaurants/:restaurantId/categories/:categoryId' } as const;
export const updateCategory = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/categories/:categoryId',
} as const;
export const deleteCategories = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/categories/:categoryId',
} as const;
export const listDishes = { method: 'GET', path: '/api/restaurants/:restaurantId/dishes' } as const;
export const createDish = { method: 'POST', path: '/api/restaurants/:restaurantId/dishes' } as const;
export const getDish = { method: 'GET', path: '/api/restaurants/:restaurantId/dishes/:dishId' } as const;
export const updateDish = { method: 'PATCH', path: '/api/restaurants/:restaurantId/dishes/:dishId' } as const;
export const putDishesAvailability = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/dishes/:dishId/availability',
} as const;
export const deleteDish = { method: 'DELETE', path: '/api/restaurants/:restaurantId/dishes/:dishId' } as const;
export const listMenus = { method: 'GET', path: '/api/restaurants/:restaurantId/menus' } as const;
export const createMenu = { method: 'POST', path: '/api/restaurants/:restaurantId/menus' } as const;
export const getMenus = { method: 'GET', path: '/api/restaurants/:restaurantId/menus/:menuId' } as const;
export const updateMenu = { method: 'PATCH', path: '/api/restaurants/:restaurantId/menus/:menuId' } as const;
export const activateMenu = { method: 'POST', path: '/api/restaurants/:restaurantId/menus/:menuId/activate' } as const;
export const deactivateMenu = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/menus/:menuId/deactivate',
} as const;
export const reorderCategories = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/menus/:menuId/categories/order',
} as const;
export const deleteMenu = { method: 'DELETE', path: '/api/restaurants/:restaurantId/menus/:menuId' } as const;
export const listStations = { method: 'GET', path: '/api/restaurants/:restaurantId/stations' } as const;
export const createStation = { method: 'POST', path: '/api/restaurants/:restaurantId/stations' } as const;
export const updateStation = { method: 'PATCH', path: '/api/restaurants/:restaurantId/stations/:stationId' } as const;
export const deleteStation = { method: 'DELETE', path: '/api/restaurants/:restaurantId/stations/:stationId' } as const;
export const listCalendarEvents = { method: 'GET', path: '/api/restaurants/:restaurantId/calendar/events' } as const;
export const addCalendarEvent = { method: 'POST', path: '/api/restaurants/:restaurantId/calendar/events' } as const;
export const updateCalendarEvent = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/calendar/events/update',
} as const;
export const removeCalendarEvent = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/calendar/events/:eventId',
} as const;
export const listDepartments = { method: 'GET', path: '/api/restaurants/:restaurantId/departments' } as const;
export const createDepartment = { method: 'POST', path: '/api/restaurants/:restaurantId/departments' } as const;
export const updateDepartment = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/departments/:departmentId',
} as const;
export const deleteDepartment = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/departments/:departmentId',
} as const;
export const setPin = { method: 'PUT', path: '/api/restaurants/:restaurantId/members/:memberId/pin' } as const;
export const postTimePunchesClockIn = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/time-punches/clock-in',
} as const;
export const postTimePunchesClockOut = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/time-punches/clock-out',
} as const;
export const postTimePunchesBreak = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/time-punches/break',
} as const;
export const onNow = { method: 'GET', path: '/api/restaurants/:restaurantId/time-punches/on-now' } as const;
export const listPunches = { method: 'GET', path: '/api/restaurants/:restaurantId/time-punches' } as const;
export const editPunch = { method: 'PATCH', path: '/api/restaurants/:restaurantId/time-punches/:punchId' } as const;
export const listTerminals = { method: 'GET', path: '/api/restaurants/:restaurantId/terminal-sessions' } as const;
export const createTerminal = { method: 'POST', path: '/api/restaurants/:restaurantId/terminal-sessions' } as const;
export const revokeTerminal = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/terminal-sessions/:terminalId',
} as const;
export const pinSwitch = { method: 'POST', path: '/api/restaurants/:restaurantId/pin-switch' } as const;
export const listShifts = { method: 'GET', path: '/api/restaurants/:restaurantId/shifts' } as const;
export const createShift = { method: 'POST', path: '/api/restaurants/:restaurantId/shifts' } as const;
export const copyWeek = { method: 'POST', path: '/api/restaurants/:restaurantId/shifts/copy-week' } as const;
export const publishShifts = { method: 'POST', path: '/api/restaurants/:restaurantId/shifts/publish' } as const;
export const updateShift = { method: 'PATCH', path: '/api/restaurants/:restaurantId/shifts/:shiftId' } as const;
export const deleteShift = { method: 'DELETE', path: '/api/restaurants/:restaurantId/shifts/:shiftId' } as const;
export const myAvailability = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/members/me/availability',
} as const;
export const putMembersMeAvailability = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/members/me/availability',
} as const;
export const putMembersAvailability = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/members/:memberId/availability',
} as const;
export const listTimeOff = { method: 'GET', path: '/api/restaurants/:restaurantId/time-off' } as const;
export const requestTimeOff = { method: 'POST', path: '/api/restaurants/:restaurantId/time-off' } as const;
export const decideTimeOff = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/time-off/:requestId/decision',
} as const;
export const postTipsDeclarations = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/tips/declarations',
} as const;
export const previewTips = { method: 'GET', path: '/api/restaurants/:restaurantId/tips/preview' } as const;
export const listDistributions = { method: 'GET', path: '/api/restaurants/:restaurantId/tips/distributions' } as const;
export const distributeTips = { method: 'POST', path: '/api/restaurants/:restaurantId/tips/distributions' } as const;
export const labourReport = { method: 'GET', path: '/api/restaurants/:restaurantId/labour' } as const;
export const timesheet = { method: 'GET', path: '/api/restaurants/:restaurantId/timesheets' } as const;
export const postOrdersBill = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/bill' } as const;
export const billsOfOrder = { method: 'GET', path: '/api/restaurants/:restaurantId/orders/:orderId/bills' } as const;
export const getBill = { method: 'GET', path: '/api/restaurants/:restaurantId/bills/:billId' } as const;
export const updateBill = { method: 'PATCH', path: '/api/restaurants/:restaurantId/bills/:billId' } as const;
export const postBillsComp = { method: 'POST', path: '/api/restaurants/:restaurantId/bills/:billId/comp' } as const;
export const splitBill = { method: 'POST', path: '/api/restaurants/:restaurantId/bills/:billId/split' } as const;
export const getBillsReceipt = { method: 'GET', path: '/api/restaurants/:restaurantId/bills/:billId/receipt' } as const;
export const receiptText = { method: 'GET', path: '/api/restaurants/:restaurantId/bills/:billId/receipt.txt' } as const;
export const getBillInvoicePdf = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/bills/:billId/invoice.pdf',
} as const;
export const openSession = { method: 'POST', path: '/api/restaurants/:restaurantId/cash-drawer/sessions' } as const;
export const listSessions = { method: 'GET', path: '/api/restaurants/:restaurantId/cash-drawer/sessions' } as const;
export const currentSession = { method: 'GET', path: '/api/restaurants/:restaurantId/cash-drawer/current' } as const;
export const getSession = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/cash-drawer/sessions/:sessionId',
} as const;
export const addMovement = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/cash-drawer/sessions/:sessionId/movements',
} as const;
export const noSale = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/cash-drawer/sessions/:sessionId/no-sale',
} as const;
export const closeSession = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/cash-drawer/sessions/:sessionId/close',
} as const;
export const zReport = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/cash-drawer/sessions/:sessionId/z-report',
} as const;
export const printZReport = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/cash-drawer/sessions/:sessionId/print-z-report',
} as const;
export const listCustomers = { method: 'GET', path: '/api/restaurants/:restaurantId/customers' } as const;
export const createCustomer = { method: 'POST', path: '/api/restaurants/:restaurantId/customers' } as const;
export const getCustomer = { method: 'GET', path: '/api/restaurants/:restaurantId/customers/:customerId' } as const;
export const updateCustomer = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/customers/:customerId',
} as const;
export const mergeCustomers = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/customers/:customerId/merge',
} as const;
export const customerHistory = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/customers/:customerId/history',
} as const;
export const deleteCustomer = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/customers/:customerId',
} as const;
export const listZones = { method: 'GET', path: '/api/restaurants/:restaurantId/delivery-zones' } as const;
export const createZone = { method: 'POST', path: '/api/restaurants/:restaurantId/delivery-zones' } as const;
export const updateZone = { method: 'PATCH', path: '/api/restaurants/:restaurantId/delivery-zones/:zoneId' } as const;
export const deleteZone = { method: 'DELETE', path: '/api/restaurants/:restaurantId/delivery-zones/:zoneId' } as const;
export const listDeliveries = { method: 'GET', path: '/api/restaurants/:restaurantId/deliveries' } as const;
export const pendingOrders = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/deliveries/pending-orders',
} as const;
export const createDelivery = { method: 'POST', path: '/api/restaurants/:restaurantId/deliveries' } as const;
export const getDelivery = { method: 'GET', path: '/api/restaurants/:restaurantId/deliveries/:deliveryId' } as const;
export const updateDelivery = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/deliveries/:deliveryId',
} as const;
export const assignDelivery = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/deliveries/:deliveryId/assign',
} as const;
export const setDeliveryStatus = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/deliveries/:deliveryId/status',
} as const;
export const listDrivers = { method: 'GET', path: '/api/restaurants/:restaurantId/drivers' } as const;
export const postDriversMeShift = { method: 'POST', path: '/api/restaurants/:restaurantId/drivers/me/shift' } as const;
export const postDriversShift = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/drivers/:memberId/shift',
} as const;
export const listToConfirm = { method: 'GET', path: '/api/restaurants/:restaurantId/guest-orders' } as const;
export const acceptGuestOrder = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/guest-orders/:guestOrderId/accept',
} as const;
export const rejectGuestOrder = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/guest-orders/:guestOrderId/reject',
} as const;
export const listRequests = { method: 'GET', path: '/api/restaurants/:restaurantId/guest-requests' } as const;
export const resolveRequest = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/guest-requests/:guestRequestId/resolve',
} as const;
export const listInvoices = { method: 'GET', path: '/api/restaurants/:restaurantId/invoices' } as const;
export const getInvoice = { method: 'GET', path: '/api/restaurants/:restaurantId/invoices/:billId' } as const;
export const getIncome = { method: 'GET', path: '/api/restaurants/:restaurantId/income' } as const;
export const getOrders = { method: 'GET', path: '/api/restaurants/:restaurantId/orders' } as const;
export const getOrdersDrafts = { method: 'GET', path: '/api/restaurants/:restaurantId/orders/drafts' } as const;
export const createAndSendOrder = { method: 'POST', path: '/api/restaurants/:restaurantId/orders' } as const;
export const getOrder = { method: 'GET', path: '/api/restaurants/:restaurantId/orders/:orderId' } as const;
export const expo = { method: 'GET', path: '/api/restaurants/:restaurantId/orders/:orderId/expo' } as const;
export const expoBoard = { method: 'GET', path: '/api/restaurants/:restaurantId/expo' } as const;
export const bumpAtExpo = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/expo/bump' } as const;
export const updateOrder = { method: 'PATCH', path: '/api/restaurants/:restaurantId/orders/:orderId' } as const;
export const postOrdersPlace = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/orders/:orderId/place',
} as const;
export const addItems = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/items' } as const;
export const patchOrdersItems = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/orders/:orderId/items/:itemId',
} as const;
export const voidItem = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/orders/:orderId/items/:itemId/void',
} as const;
export const postOrdersItemsServe = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/orders/:orderId/items/:itemId/serve',
} as const;
export const postOrdersServe = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/orders/:orderId/serve',
} as const;
export const postOrdersSend = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/send' } as const;
export const postOrdersCoursesFire = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/orders/:orderId/courses/:course/fire',
} as const;
export const cancelOrder = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/cancel' } as const;
export const transferOrder = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/orders/:orderId/transfer',
} as const;
export const mergeOrders = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/merge' } as const;
export const moveItems = { method: 'POST', path: '/api/restaurants/:restaurantId/orders/:orderId/move-items' } as const;
export const recordPayment = { method: 'POST', path: '/api/restaurants/:restaurantId/bills/:billId/payments' } as const;
export const refundPayment = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/payments/:paymentId/refund',
} as const;
export const voidPayment = { method: 'POST', path: '/api/restaurants/:restaurantId/payments/:paymentId/void' } as const;
export const listNotifications = { method: 'GET', path: '/api/restaurants/:restaurantId/notifications' } as const;
export const markNotificationRead = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/notifications/:notificationId/read',
} as const;
export const markAllNotificationsRead = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/notifications/read-all',
} as const;
export const listPrinters = { method: 'GET', path: '/api/restaurants/:restaurantId/printers' } as const;
export const createPrinter = { method: 'POST', path: '/api/restaurants/:restaurantId/printers' } as const;
export const getPrinter = { method: 'GET', path: '/api/restaurants/:restaurantId/printers/:printerId' } as const;
export const updatePrinter = { method: 'PATCH', path: '/api/restaurants/:restaurantId/printers/:printerId' } as const;
export const deletePrinter = { method: 'DELETE', path: '/api/restaurants/:restaurantId/printers/:printerId' } as const;
export const printTestPage = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/printers/:printerId/test-page',
} as const;
export const listPrintJobs = { method: 'GET', path: '/api/restaurants/:restaurantId/print-jobs' } as const;
export const reprintJob = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/print-jobs/:printJobId/reprint',
} as const;
export const printReceipt = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/bills/:billId/print-receipt',
} as const;
export const listReservations = { method: 'GET', path: '/api/restaurants/:restaurantId/reservations' } as const;
export const availability = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/reservations/availability',
} as const;
export const createReservation = { method: 'POST', path: '/api/restaurants/:restaurantId/reservations' } as const;
export const getReservation = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/reservations/:reservationId',
} as const;
export const updateReservation = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/reservations/:reservationId',
} as const;
export const setReservationStatus = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/reservations/:reservationId/status',
} as const;
export const listSpaces = { method: 'GET', path: '/api/restaurants/:restaurantId/spaces' } as const;
export const createSpace = { method: 'POST', path: '/api/restaurants/:restaurantId/spaces' } as const;
export const getSpace = { method: 'GET', path: '/api/restaurants/:restaurantId/spaces/:spaceId' } as const;
export const updateSpace = { method: 'PATCH', path: '/api/restaurants/:restaurantId/spaces/:spaceId' } as const;
export const deleteSpace = { method: 'DELETE', path: '/api/restaurants/:restaurantId/spaces/:spaceId' } as const;
export const listTables = { method: 'GET', path: '/api/restaurants/:restaurantId/tables' } as const;
export const createTable = { method: 'POST', path: '/api/restaurants/:restaurantId/tables' } as const;
export const getTables = { method: 'GET', path: '/api/restaurants/:restaurantId/tables/:tableId' } as const;
export const updateTable = { method: 'PATCH', path: '/api/restaurants/:restaurantId/tables/:tableId' } as const;
export const setTableStatus = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/tables/:tableId/status',
} as const;
export const rotateQrToken = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/tables/:tableId/qr-token',
} as const;
export const deleteTable = { method: 'DELETE', path: '/api/restaurants/:restaurantId/tables/:tableId' } as const;
export const kdsBoard = { method: 'GET', path: '/api/restaurants/:restaurantId/kds' } as const;
export const recallLast = { method: 'POST', path: '/api/restaurants/:restaurantId/kds/recall' } as const;
export const getTicket = { method: 'GET', path: '/api/restaurants/:restaurantId/tickets/:ticketId' } as const;
export const startTicket = { method: 'POST', path: '/api/restaurants/:restaurantId/tickets/:ticketId/start' } as const;
export const readyTicket = { method: 'POST', path: '/api/restaurants/:restaurantId/tickets/:ticketId/ready' } as const;
export const bumpTicket = { method: 'POST', path: '/api/restaurants/:restaurantId/tickets/:ticketId/bump' } as const;
export const reprintTicket = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/tickets/:ticketId/reprint',
} as const;
export const listWaitlist = { method: 'GET', path: '/api/restaurants/:restaurantId/waitlist' } as const;
export const addToWaitlist = { method: 'POST', path: '/api/restaurants/:restaurantId/waitlist' } as const;
export const setWaitlistStatus = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/waitlist/:entryId/status',
} as const;
export const listMessages = { method: 'GET', path: '/api/restaurants/:restaurantId/messages' } as const;
export const getMessage = { method: 'GET', path: '/api/restaurants/:restaurantId/messages/:messageId' } as const;
export const listMyMessages = { method: 'GET', path: '/api/me/messages' } as const;
export const sendCustomerOffer = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/customers/:customerId/offer',
} as const;
export const listChecklistTemplates = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/checklist-templates',
} as const;
export const createChecklistTemplate = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/checklist-templates',
} as const;
export const updateChecklistTemplate = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/checklist-templates/:templateId',
} as const;
export const deleteChecklistTemplate = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/checklist-templates/:templateId',
} as const;
export const listChecklists = { method: 'GET', path: '/api/restaurants/:restaurantId/checklists' } as const;
export const getChecklist = { method: 'GET', path: '/api/restaurants/:restaurantId/checklists/:checklistId' } as const;
export const recordChecklistItem = {
  method: 'PUT',
  path: '/api/restaurants/:restaurantId/checklists/:checklistId/items/:checklistItemId',
} as const;
export const getFoodSafetyLog = { method: 'GET', path: '/api/restaurants/:restaurantId/food-safety-log' } as const;
export const getFoodSafetyLogPdf = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/food-safety-log.pdf',
} as const;
export const listGuestPosts = { method: 'GET', path: '/api/restaurants/:restaurantId/guest-posts' } as const;
export const createGuestPost = { method: 'POST', path: '/api/restaurants/:restaurantId/guest-posts' } as const;
export const updateGuestPost = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/guest-posts/:guestPostId',
} as const;
export const deleteGuestPost = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/guest-posts/:guestPostId',
} as const;
export const listAnnouncements = { method: 'GET', path: '/api/restaurants/:restaurantId/announcements' } as const;
export const createAnnouncement = { method: 'POST', path: '/api/restaurants/:restaurantId/announcements' } as const;
export const getAnnouncement = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/announcements/:announcementId',
} as const;
export const updateAnnouncement = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/announcements/:announcementId',
} as const;
export const deleteAnnouncement = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/announcements/:announcementId',
} as const;
export const readAnnouncement = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/announcements/:announcementId/read',
} as const;
export const announcementReaders = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/announcements/:announcementId/readers',
} as const;
export const previewMarkdown = { method: 'POST', path: '/api/restaurants/:restaurantId/markdown-preview' } as const;
export const listHelpArticles = { method: 'GET', path: '/api/restaurants/:restaurantId/help-articles' } as const;
export const createHelpArticle = { method: 'POST', path: '/api/restaurants/:restaurantId/help-articles' } as const;
export const updateHelpArticle = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/help-articles/:helpArticleId',
} as const;
export const deleteHelpArticle = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/help-articles/:helpArticleId',
} as const;
export const listChatChannels = { method: 'GET', path: '/api/restaurants/:restaurantId/chat/channels' } as const;
export const listChatPeople = { method: 'GET', path: '/api/restaurants/:restaurantId/chat/people' } as const;
export const openDirectChat = { method: 'POST', path: '/api/restaurants/:restaurantId/chat/direct' } as const;
export const listChatMessages = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/chat/channels/:channelId/messages',
} as const;
export const postChatMessage = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/chat/channels/:channelId/messages',
} as const;
export const markChatRead = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/chat/channels/:channelId/read',
} as const;
export const editChatMessage = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/chat/messages/:messageId',
} as const;
export const deleteChatMessage = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/chat/messages/:messageId',
} as const;
export const uploadChatImage = { method: 'POST', path: '/api/restaurants/:restaurantId/chat/images' } as const;
/** `:member` is a member id or `me` (the caller's own profile), so it is not checked as an id by the router. */
export const getMemberProfile = { method: 'GET', path: '/api/restaurants/:restaurantId/profiles/:member' } as const;
export const listWebhookEndpoints = { method: 'GET', path: '/api/restaurants/:restaurantId/webhooks' } as const;
export const createWebhookEndpoint = { method: 'POST', path: '/api/restaurants/:restaurantId/webhooks' } as const;
export const listWebhookKeys = { method: 'GET', path: '/api/restaurants/:restaurantId/webhook-keys' } as const;
export const getWebhookEndpoint = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId',
} as const;
export const updateWebhookEndpoint = {
  method: 'PATCH',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId',
} as const;
export const deleteWebhookEndpoint = {
  method: 'DELETE',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId',
} as const;
export const rotateWebhookSecret = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId/rotate-secret',
} as const;
export const sendTestWebhook = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId/test',
} as const;
export const listWebhookDeliveries = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId/deliveries',
} as const;
export const redeliverWebhook = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/webhooks/:endpointId/deliveries/:webhookDeliveryId/redeliver',
} as const;
export const listApiKeys = { method: 'GET', path: '/api/restaurants/:restaurantId/api-keys' } as const;
export const createApiKey = { method: 'POST', path: '/api/restaurants/:restaurantId/api-keys' } as const;
export const revokeApiKey = { method: 'DELETE', path: '/api/restaurants/:restaurantId/api-keys/:apiKeyId' } as const;
export const getSubscription = { method: 'GET', path: '/api/restaurants/:restaurantId/subscription' } as const;
export const startCheckout = { method: 'POST', path: '/api/restaurants/:restaurantId/subscription/checkout' } as const;
export const cancelSubscription = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/subscription/cancel',
} as const;
export const resumeSubscription = {
  method: 'POST',
  path: '/api/restaurants/:restaurantId/subscription/resume',
} as const;
export const setTestCard = { method: 'PUT', path: '/api/restaurants/:restaurantId/subscription/test-card' } as const;
export const listSubscriptionInvoices = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/subscription/invoices',
} as const;
export const getSubscriptionInvoicePdf = {
  method: 'GET',
  path: '/api/restaurants/:restaurantId/subscription/invoices/:subscriptionInvoiceId/invoice.pdf',
} as const;
