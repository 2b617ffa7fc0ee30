class Program_weight_tensor_meta_L_self_modules_wte_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_wte_parameters_weight_"
	shape = [50257, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_input_ids:
	name = "in_0"
	original_name = "input_ids"
	shape = [1, 128]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
