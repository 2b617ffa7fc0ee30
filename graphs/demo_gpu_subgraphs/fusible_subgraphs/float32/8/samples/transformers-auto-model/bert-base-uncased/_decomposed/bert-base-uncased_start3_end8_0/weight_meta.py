class Program_weight_tensor_meta_L_self_modules_LayerNorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_LayerNorm_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = -0.004
	std = 0.099


class Program_weight_tensor_meta_L_self_modules_LayerNorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_LayerNorm_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 1.000
	std = 0.103


class Program_weight_tensor_meta_L_self_modules_position_embeddings_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_position_embeddings_parameters_weight_"
	shape = [512, 768]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_3"
	original_name = "inputs_embeds"
	shape = [512, 128, 768]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_position_ids:
	name = "in_4"
	original_name = "position_ids"
	shape = [1, 128]
	dtype = "torch.int64"
	device = "cuda:0"
	mean = None
	std = None
	min_val = 0
	max_val = 127


class Program_weight_tensor_meta_token_type_embeddings:
	name = "in_5"
	original_name = "token_type_embeddings"
	shape = [512, 128, 768]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.001
	std = 0.020
