class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_level2_modules_project_modules_0_parameters_weight_"
	shape = [64, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.178


class Program_weight_tensor_meta_bottom:
	name = "in_0"
	original_name = "bottom"
	shape = [1, 32, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.178
	std = 0.166
