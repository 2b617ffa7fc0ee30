class Program_weight_tensor_meta_position_embeds:
	name = "in_0"
	original_name = "position_embeds"
	shape = [1, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020
