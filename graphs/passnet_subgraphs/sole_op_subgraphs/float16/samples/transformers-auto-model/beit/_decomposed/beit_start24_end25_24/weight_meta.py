class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_lambda_1_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_parameters_lambda_1_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.100
	std = 0.000


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_0"
	original_name = "hidden_states_1"
	shape = [1, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.013
	std = 0.258
