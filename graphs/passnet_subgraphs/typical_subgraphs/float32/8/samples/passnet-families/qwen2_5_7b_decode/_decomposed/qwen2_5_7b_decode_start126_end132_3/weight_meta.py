class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_down_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_modules_down_proj_parameters_weight_"
	shape = [3584, 18944]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.004


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_gate_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_modules_gate_proj_parameters_weight_"
	shape = [18944, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_up_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_up_proj_parameters_weight_"
	shape = [18944, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.010


class Program_weight_tensor_meta_h_3:
	name = "in_3"
	original_name = "h_3"
	shape = [64, 1, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.015
	std = 1.000


class Program_weight_tensor_meta_x_8:
	name = "in_4"
	original_name = "x_8"
	shape = [64, 1, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.586
