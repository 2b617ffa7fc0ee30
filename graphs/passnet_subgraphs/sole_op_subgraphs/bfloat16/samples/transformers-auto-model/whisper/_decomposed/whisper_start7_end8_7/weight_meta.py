class Program_weight_tensor_meta_embedding:
	name = "in_0"
	original_name = "embedding"
	shape = [1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.208
	std = 0.676


class Program_weight_tensor_meta_inputs_embeds_2:
	name = "in_1"
	original_name = "inputs_embeds_2"
	shape = [1, 1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.034
