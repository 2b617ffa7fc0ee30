class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_down_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_modules_down_proj_parameters_weight_"
	shape = [4096, 14336]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.005


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_gate_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_modules_gate_proj_parameters_weight_"
	shape = [14336, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_up_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_up_proj_parameters_weight_"
	shape = [14336, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.009


class Program_weight_tensor_meta_h_3:
	name = "in_3"
	original_name = "h_3"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.017
	std = 1.000


class Program_weight_tensor_meta_x_8:
	name = "in_4"
	original_name = "x_8"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.010
	std = 0.585
