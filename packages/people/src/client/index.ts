/** People: client door (the admin's People screen lives in ./pages). */
export {};
