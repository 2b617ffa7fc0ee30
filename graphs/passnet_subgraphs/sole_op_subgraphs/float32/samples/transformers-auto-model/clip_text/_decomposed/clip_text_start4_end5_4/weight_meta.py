class Program_weight_tensor_meta_inputs_embeds:
	name = "in_0"
	original_name = "inputs_embeds"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_position_embeddings:
	name = "in_1"
	original_name = "position_embeddings"
	shape = [1, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020
