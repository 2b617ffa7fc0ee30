class Program_weight_tensor_meta_L_self_modules_decoder_modules_embed_positions_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_embed_positions_parameters_weight_"
	shape = [448, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds_3:
	name = "in_1"
	original_name = "inputs_embeds_3"
	shape = [4, 4, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_unsqueeze:
	name = "in_2"
	original_name = "unsqueeze"
	shape = [1, 4]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3]
