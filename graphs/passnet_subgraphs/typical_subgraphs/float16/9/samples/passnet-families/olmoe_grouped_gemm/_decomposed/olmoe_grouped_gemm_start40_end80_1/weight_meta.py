class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_router_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_modules_router_parameters_weight_"
	shape = [64, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.013


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_down_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_parameters_down_"
	shape = [64, 1024, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.031


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_gate_up_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_parameters_gate_up_"
	shape = [64, 2048, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_norm_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_parameters_norm_"
	shape = [2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_hidden:
	name = "in_4"
	original_name = "hidden"
	shape = [1, 128, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.008
	std = 0.844
