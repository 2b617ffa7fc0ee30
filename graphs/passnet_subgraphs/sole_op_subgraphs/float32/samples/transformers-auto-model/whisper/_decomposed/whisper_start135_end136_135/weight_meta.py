class Program_weight_tensor_meta_L_self_modules_decoder_modules_embed_positions_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_decoder_modules_embed_positions_parameters_weight_"
	shape = [448, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_position_ids_1:
	name = "in_0"
	original_name = "position_ids_1"
	shape = [1, 4]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
