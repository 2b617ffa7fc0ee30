class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_positions_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_embed_positions_parameters_weight_"
	shape = [1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.208
	std = 0.676


class Program_weight_tensor_meta_all_positions:
	name = "in_1"
	original_name = "all_positions"
	shape = [1500]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 1499


class Program_weight_tensor_meta_inputs_embeds_2:
	name = "in_2"
	original_name = "inputs_embeds_2"
	shape = [4, 1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.034
