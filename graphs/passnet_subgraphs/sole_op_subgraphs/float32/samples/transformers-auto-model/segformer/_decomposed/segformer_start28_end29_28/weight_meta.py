class Program_weight_tensor_meta_embeddings_2:
	name = "in_0"
	original_name = "embeddings_2"
	shape = [1, 16384, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.998


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [1, 16384, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.023
