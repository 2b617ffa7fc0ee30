class Program_weight_tensor_meta_L_args_0_modules_wte_parameters_weight_:
	name = "in_0"
	original_name = "L_args_0_modules_wte_parameters_weight_"
	shape = [50257, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_kwargs_input_ids_:
	name = "in_1"
	original_name = "L_kwargs_input_ids_"
	shape = [1, 16]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [44, 239, 933, 760, 963, 379, 427, 503, 497, 683, 101, 866, 756, 399, 878, 376]
