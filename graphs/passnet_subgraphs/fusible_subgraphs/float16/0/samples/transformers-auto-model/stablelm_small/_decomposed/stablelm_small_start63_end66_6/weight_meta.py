class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_"
	shape = [512, 1408]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_mul_7:
	name = "in_1"
	original_name = "mul_7"
	shape = [2, 32, 1408]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.108


class Program_weight_tensor_meta_residual:
	name = "in_2"
	original_name = "residual"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.076
