class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_in_proj_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_in_proj_parameters_weight_"
	shape = [10576, 2560]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.011


class Program_weight_tensor_meta_mul_1:
	name = "in_0"
	original_name = "mul_1"
	shape = [1, 128, 2560]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 1.000
