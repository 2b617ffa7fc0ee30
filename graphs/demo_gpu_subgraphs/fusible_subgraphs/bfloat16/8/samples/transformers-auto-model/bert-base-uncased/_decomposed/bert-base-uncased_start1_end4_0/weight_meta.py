class Program_weight_tensor_meta_L_input_tensor_:
	name = "in_0"
	original_name = "L_input_tensor_"
	shape = [512, 128, 768]
	dtype = "torch.bfloat16"
	device = "cuda:0"
	mean = 0.000
	std = 1.000


class Program_weight_tensor_meta_L_self_modules_LayerNorm_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_LayerNorm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cuda:0"
	mean = -0.003
	std = 0.096


class Program_weight_tensor_meta_L_self_modules_LayerNorm_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_LayerNorm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cuda:0"
	mean = 0.998
	std = 0.103


class Program_weight_tensor_meta_hidden_states:
	name = "in_3"
	original_name = "hidden_states"
	shape = [512, 128, 768]
	dtype = "torch.bfloat16"
	device = "cuda:0"
	mean = 0.000
	std = 0.277
