class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_0_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.008
	std = 0.188


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.244
	std = 0.278
