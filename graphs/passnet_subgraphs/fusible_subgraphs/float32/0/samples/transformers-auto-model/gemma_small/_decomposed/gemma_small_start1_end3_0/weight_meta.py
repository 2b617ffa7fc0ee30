class Program_weight_tensor_meta_L_self_modules_embed_tokens_buffers_embed_scale_:
	name = "in_0"
	original_name = "L_self_modules_embed_tokens_buffers_embed_scale_"
	shape = []
	dtype = "torch.float32"
	device = "cpu"
	mean = 22.627
	std = 0.000
	data = [22.627417]


class Program_weight_tensor_meta_embedding:
	name = "in_1"
	original_name = "embedding"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020
